/**
 * Keystroke benchmark for the library's search and filters: `npm run bench:filter`
 * (node --import tsx scripts/bench-library-filter.ts). MOVES=n changes the library size.
 *
 * It builds the search index for 5,000 generated moves once, then "types" each query one
 * character at a time, filtering the whole library on every keystroke, as LibraryPage does, with
 * and without filters ticked. Printed per scenario: median, p95 and max milliseconds per keystroke.
 * The budget is one frame (16 ms) including React's render; the filter itself should be a sliver of it.
 */
import { performance } from 'node:perf_hooks'
import { buildSearchIndex, filterMoves } from '../src/features/moves/library/filterMoves'
import { NO_FILTERS, type MoveFilters } from '../src/features/moves/library/moveFilters'
import { generateMoves } from '../mocks/db/generateMoves'

const MOVE_COUNT = Number(process.env.MOVES ?? 5000)
const ROUNDS = 30
const QUERIES = ['squat', 'core plank', 'dumbbell row', 'no equipment stretch', 'élan']

const SCENARIOS: Array<{ name: string; filters: Omit<MoveFilters, 'text'> }> = [
  { name: 'text only', filters: NO_FILTERS },
  { name: 'text + area Lower body, Core', filters: { ...NO_FILTERS, areas: ['Lower body', 'Core'] } },
  {
    name: 'text + 4 kinds of filter',
    filters: { areas: ['Lower body', 'Core', 'Upper body'], equipment: ['None', 'Mat', 'Dumbbells'], difficulties: ['beginner', 'intermediate'], durations: ['30-60', 'over-60'] },
  },
]

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

const ms = (value: number) => value.toFixed(3).padStart(8)

const moves = generateMoves(MOVE_COUNT, 1)
const indexStarted = performance.now()
const index = buildSearchIndex(moves)
const indexMs = performance.now() - indexStarted

console.log(`${moves.length.toLocaleString('en')} generated moves; index built in ${indexMs.toFixed(1)} ms (once per library load)`)
console.log(`queries typed one keystroke at a time: ${QUERIES.map((q) => `"${q}"`).join(', ')}; ${ROUNDS} rounds`)
console.log('')
console.log(`${'scenario'.padEnd(32)}  keystrokes    median       p95       max   (ms per keystroke)   results at end`)

let worstP95 = 0
for (const scenario of SCENARIOS) {
  // Warm-up: let the JIT settle so the first scenario is not penalised.
  for (const query of QUERIES) for (let i = 1; i <= query.length; i++) filterMoves(index, { ...scenario.filters, text: query.slice(0, i) })

  const samples: number[] = []
  const finalCounts: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      let last = 0
      for (let i = 1; i <= query.length; i++) {
        const started = performance.now()
        last = filterMoves(index, { ...scenario.filters, text: query.slice(0, i) }).length
        samples.push(performance.now() - started)
      }
      if (round === 0) finalCounts.push(last)
    }
  }
  samples.sort((a, b) => a - b)
  const p95 = percentile(samples, 95)
  worstP95 = Math.max(worstP95, p95)
  console.log(
    `${scenario.name.padEnd(32)}  ${String(samples.length).padStart(10)}  ${ms(percentile(samples, 50))}  ${ms(p95)}  ${ms(samples.at(-1) ?? Number.NaN)}                        ${finalCounts.join(' / ')}`,
  )
}

console.log('')
console.log(worstP95 < 16 ? `OK: worst p95 ${worstP95.toFixed(3)} ms is well inside a 16 ms frame.` : `SLOW: worst p95 ${worstP95.toFixed(3)} ms.`)
process.exitCode = worstP95 < 16 ? 0 : 1
