import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { TimelineMessage } from '@/offline/spaces/spacesEngineTypes'
import { Button } from '@/ui/button/Button'
import { groupByDay } from './messageDays'
import { MessageItem, messageElementId, type MessageActions } from './MessageItem'

export interface MessageListProps extends Omit<MessageActions, 'onQuote'> {
  messages: readonly TimelineMessage[]
  meId: number | null
  now: number
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  /** The newest sent message is on screen while the page is visible. */
  onSeeNewest: (chatId: number) => void
}

const HIGHLIGHT_MS = 2000
/** How close to the bottom of the page still counts as at the end (a line of text, give or take). */
const END_SLACK = 120

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** To the bottom of the page: the last message then sits just above the pinned field, not under it. */
function scrollToEnd(end: HTMLElement | null, smooth = false) {
  if (!end) return
  const page = document.scrollingElement ?? document.documentElement
  if (smooth && !prefersReducedMotion() && typeof page.scrollTo === 'function') page.scrollTo({ top: page.scrollHeight, behavior: 'smooth' })
  else page.scrollTop = page.scrollHeight
}

/**
 * The conversation's messages, oldest first, in days. It opens at the newest message and follows new
 * ones while the member is at the bottom; scrolled up to read, they stay where they are and a "New
 * messages" button appears. Loading older messages keeps what was on screen in place. Not a live
 * region: arrivals are announced by ArrivalAnnouncer, so a screen reader never reads the history.
 */
export function MessageList({ messages, meId, now, hasOlder, loadingOlder, onLoadOlder, onSeeNewest, ...actions }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null)
  // How many messages there were when the end of the list went off screen; null while it is on screen.
  const [leftAt, setLeftAt] = useState<number | null>(null)
  const count = useRef(messages.length)
  useEffect(() => {
    count.current = messages.length
  }, [messages.length])
  const atEnd = leftAt === null
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const [quoteMissing, setQuoteMissing] = useState(false)
  const first = messages[0]?.key
  const last = messages[messages.length - 1]
  const newestSent = messages.findLast((item) => item.state === 'sent')?.message.chat_id ?? 0

  // Where the member stood before older messages were put above: kept, so nothing jumps.
  const beforeOlder = useRef<{ first: string | undefined; fromBottom: number } | null>(null)
  const known = useRef<{ lastKey: string | undefined; opened: boolean }>({ lastKey: undefined, opened: false })

  // Is the member at the end of the conversation? The page scrolls (the field is pinned over its
  // bottom), so this is read from the window's scroll position rather than what is in view.
  useEffect(() => {
    const check = () => {
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - END_SLACK
      setLeftAt((current) => (atBottom ? null : (current ?? count.current)))
    }
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [])

  useLayoutEffect(() => {
    const before = beforeOlder.current
    if (before && before.first !== first) {
      beforeOlder.current = null
      const page = document.scrollingElement ?? document.documentElement
      page.scrollTop = page.scrollHeight - before.fromBottom
      return
    }
    const seen = known.current
    const grewAtEnd = last?.key !== seen.lastKey
    known.current = { lastKey: last?.key, opened: seen.opened || messages.length > 0 }
    if (!seen.opened && messages.length > 0) return scrollToEnd(endRef.current)
    if (!grewAtEnd || !last) return
    const mine = last.message.author.id === meId && last.state !== 'sent'
    // Follow the conversation while at its end, and always after the member's own send.
    if (mine || atEnd) scrollToEnd(endRef.current, true)
  }, [messages, first, last, meId, atEnd])

  // Read up to the newest message once it is on screen and the page is visible (not in a background tab).
  useEffect(() => {
    if (!atEnd || newestSent === 0) return
    const mark = () => {
      if (document.visibilityState === 'visible') onSeeNewest(newestSent)
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [atEnd, newestSent, onSeeNewest])

  useEffect(() => {
    if (highlighted === null) return
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS)
    return () => window.clearTimeout(timer)
  }, [highlighted])

  const loadOlder = () => {
    beforeOlder.current = { first, fromBottom: document.documentElement.scrollHeight - window.scrollY }
    onLoadOlder()
  }

  const onQuote = useCallback((chatId: number) => {
    const element = document.getElementById(messageElementId(chatId))
    if (!element) {
      setQuoteMissing(true)
      return
    }
    setQuoteMissing(false)
    element.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    element.focus({ preventScroll: true })
    setHighlighted(chatId)
  }, [])

  return (
    <div className="message-list">
      {hasOlder && (
        <div className="message-list__older">
          <Button variant="secondary" busy={loadingOlder} onClick={loadOlder}>
            {loadingOlder ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      {quoteMissing && (
        <p className="message-list__notice" role="status">
          That message is further back. {hasOlder ? 'Load earlier messages to see it.' : 'It is no longer in this space.'}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="message-list__empty">No messages yet. Say hello!</p>
      ) : (
        groupByDay(messages, now).map((day) => (
          <Fragment key={day.key}>
            <h2 className="message-day">
              <span>{day.label}</span>
            </h2>
            <ol className="message-day__messages">
              {day.messages.map((item) => (
                <MessageItem
                  key={item.key}
                  item={item}
                  mine={item.message.author.id === meId}
                  highlighted={highlighted !== null && item.message.chat_id === highlighted}
                  onQuote={onQuote}
                  {...actions}
                />
              ))}
            </ol>
          </Fragment>
        ))
      )}
      <div ref={endRef} className="message-list__end" />
      {leftAt !== null && messages.length > leftAt && (
        <Button className="message-list__jump" onClick={() => scrollToEnd(endRef.current, true)}>
          New messages ↓
        </Button>
      )}
    </div>
  )
}
