import { useEffect, useRef, useState } from 'react'
import type { TimelineMessage } from '@/offline/spaces/spacesEngineTypes'
import { memberName } from '@/shared/members/memberName'

/** What to say for `count` messages that just arrived (the newest of `messages`). */
export function arrivalText(messages: readonly TimelineMessage[], count: number, meId: number | null): string {
  if (count <= 0) return ''
  if (count > 1) return `${count} new messages`
  // Live arrivals are others' messages; the member's own unsent ones sit after them.
  const newest = messages.findLast((item) => item.state === 'sent' && item.message.author.id !== meId)?.message
  if (!newest) return '1 new message'
  const text = newest.removed ? 'Message removed' : newest.text || newest.move?.title || ''
  return `New message from ${memberName(newest.author)}: ${text}`
}

/**
 * A polite live region that speaks only for messages arriving live (the engine's `arrivedCount`),
 * never the history the page loaded or older messages loaded on request: the message list itself is
 * not live, or a screen reader would read the whole history on every change.
 */
export function ArrivalAnnouncer({ arrivedCount, messages, meId }: { arrivedCount: number; messages: readonly TimelineMessage[]; meId: number | null }) {
  const seen = useRef(arrivedCount)
  const [said, setSaid] = useState('')
  useEffect(() => {
    const fresh = arrivedCount - seen.current
    seen.current = arrivedCount
    if (fresh > 0) setSaid(arrivalText(messages, fresh, meId))
  }, [arrivedCount, messages, meId])
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>
  )
}
