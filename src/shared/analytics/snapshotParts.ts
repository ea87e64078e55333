import { ANALYTICS_LIMITS } from '@/api/analytics/analyticsTypes'

export interface SnapshotPart {
  number: number
  text: string
}

/**
 * The recorded snapshot events of a visit, cut into numbered parts that each fit one write, within
 * the visit's whole allowance. A part handed out stays the one handed out until it is acknowledged,
 * so a retry sends the same part with the same number.
 */
export function createSnapshotParts(onFull: () => void) {
  let events: string[] = []
  let lastNumber = 0
  let sentChars = 0
  let unacknowledged: SnapshotPart | null = null

  return {
    add(event: string): void {
      events.push(event)
    },
    /** Whether something is waiting to be sent. */
    get waiting(): boolean {
      return events.length > 0 || unacknowledged !== null
    },
    /** The next part within `maxChars`, or null; too large a single event, or the allowance used up, ends snapshots. */
    take(maxChars: number): SnapshotPart | null {
      if (unacknowledged) return unacknowledged.text.length <= maxChars ? unacknowledged : null
      if (events.length === 0) return null
      const taken: string[] = []
      let size = 2
      while (events.length > 0 && size + events[0]!.length + 1 <= maxChars) {
        const next = events.shift()!
        taken.push(next)
        size += next.length + 1
      }
      if (taken.length === 0) {
        // One event bigger than a whole part: this page cannot be snapshotted within the limits.
        if (events[0]!.length > ANALYTICS_LIMITS.htmlCopyPart - 2) onFull()
        return null
      }
      if (sentChars + size > ANALYTICS_LIMITS.htmlCopySession) {
        onFull()
        return null
      }
      lastNumber += 1
      unacknowledged = { number: lastNumber, text: `[${taken.join(',')}]` }
      return unacknowledged
    },
    acknowledge(part: SnapshotPart): void {
      if (unacknowledged !== part) return
      sentChars += part.text.length
      unacknowledged = null
    },
    /** Forgets what was recorded and not sent (a page that must not be recorded, a withdrawal). */
    drop(): void {
      events = []
      unacknowledged = null
    },
  }
}
