import './community.css'

/** What every community page says about a write the outbox holds (made offline). */
export const QUEUED_TEXT = 'Will be sent when you’re back online'

/** A small pill beside something done offline and not on the server yet. */
export function QueuedBadge({ children = QUEUED_TEXT }: { children?: string }) {
  return <span className="community-queued">{children}</span>
}
