import { paths } from '@/shared/paths/routePaths'

/** The page anyone can open, signed in or not, as a whole address to share. */
export function publicMoveUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}${paths.publicMove(id)}`
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable'

/**
 * The system share sheet where there is one (phones), else the clipboard. A member closing the
 * share sheet is not an error; a share sheet that fails otherwise falls back to copying.
 */
export async function shareMove({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(url)
      return 'copied'
    } catch (error) {
      console.warn('Could not copy the move link', error)
    }
  }
  return 'unavailable'
}
