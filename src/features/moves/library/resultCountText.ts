import { formatWholeNumber } from '@/lib/text/wholeNumber'

const moves = (n: number) => `${formatWholeNumber(n)} ${n === 1 ? 'move' : 'moves'}`

/** The sentence announced as results change: short, and it says whether a filter is hiding moves. */
export function resultCountText(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return moves(total)
  if (shown === 0) return `No moves match, out of ${moves(total)}`
  return `${moves(shown)} of ${formatWholeNumber(total)}`
}
