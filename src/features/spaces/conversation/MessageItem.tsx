import { memo } from 'react'
import type { ChatMessage } from '@/api/spaces/spaceTypes'
import type { TimelineMessage } from '@/offline/spaces/spacesEngineTypes'
import { MemberAvatar } from '@/shared/members/MemberAvatar'
import { memberName } from '@/shared/members/memberName'
import { Button } from '@/ui/button/Button'
import { MenuButton } from '@/ui/menu/MenuButton'
import { REMOVED_TEXT } from '../common/spaceText'
import { ChatMoveLink } from './ChatMoveLink'
import { clockText } from './messageDays'
import { MessageText } from './MessageText'

export interface MessageActions {
  onReply: (message: ChatMessage) => void
  onReport: (message: ChatMessage) => void
  onRetry: (key: string) => void
  onDiscard: (key: string) => void
  /** Scrolls to the quoted message and highlights it, when it is loaded. */
  onQuote: (chatId: number) => void
}

export interface MessageItemProps extends MessageActions {
  item: TimelineMessage
  mine: boolean
  /** The quoted message is being pointed out. */
  highlighted: boolean
}

export function messageElementId(chatId: number): string {
  return `space-message-${chatId}`
}

/**
 * One message: author and time, the quote it replies to, its text with safe links, the move it
 * links to, where it stands if it is the member's own and not sent yet, and its actions.
 */
export const MessageItem = memo(function MessageItem({ item, mine, highlighted, onReply, onReport, onRetry, onDiscard, onQuote }: MessageItemProps) {
  const { message, state, failure } = item
  const name = mine ? 'You' : memberName(message.author)
  const time = clockText(message.date)
  const sent = state === 'sent'
  const classes = ['message', mine ? 'message--mine' : '', state !== 'sent' ? `message--${state}` : '', highlighted ? 'message--highlighted' : ''].filter(Boolean).join(' ')
  return (
    <li className={classes} id={sent ? messageElementId(message.chat_id) : undefined} tabIndex={sent ? -1 : undefined}>
      {!mine && <MemberAvatar member={message.author} size="small" className="message__avatar" />}
      <div className="message__bubble">
        <p className="message__meta">
          <span className="message__author">{name}</span>
          {time && <time dateTime={message.date}>{time}</time>}
        </p>
        {message.reply_to && (
          <button type="button" className="message__quote" onClick={() => onQuote(message.reply_to!.chat_id)}>
            <span className="visually-hidden">Replying to </span>
            <span className="message__quote-author">{memberName(message.reply_to.author)}</span>
            <span className="message__quote-text">{message.reply_to.removed ? REMOVED_TEXT : message.reply_to.text}</span>
          </button>
        )}
        {message.removed ? <p className="message__text message__text--removed">{REMOVED_TEXT}</p> : message.text && <MessageText text={message.text} />}
        {!message.removed && message.move && <ChatMoveLink move={message.move} />}
        <Delivery item={item} onRetry={onRetry} onDiscard={onDiscard} failure={failure} />
      </div>
      {sent && !message.removed && (
        <MenuButton
          label={`Actions for ${mine ? 'your' : `${name}’s`} message${time ? ` at ${time}` : ''}`}
          className="message__menu"
          renderMenu={(close) => (
            <>
              <button
                type="button"
                className="mt-menu__item"
                onClick={() => {
                  close()
                  onReply(message)
                }}
              >
                Reply
              </button>
              {!mine && (
                <button
                  type="button"
                  className="mt-menu__item"
                  onClick={() => {
                    close()
                    onReport(message)
                  }}
                >
                  Report
                </button>
              )}
            </>
          )}
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
      )}
    </li>
  )
})

function Delivery({ item, failure, onRetry, onDiscard }: { item: TimelineMessage; failure: string; onRetry: (key: string) => void; onDiscard: (key: string) => void }) {
  switch (item.state) {
    case 'sent':
      return null
    case 'sending':
      return <p className="message__delivery">Sending…</p>
    case 'waiting':
      return <p className="message__delivery message__delivery--waiting">Waiting to send</p>
    case 'failed':
      return (
        <div className="message__failed">
          <p className="message__delivery message__delivery--failed">Not sent: {failure || 'the message could not be sent.'}</p>
          <div className="message__failed-actions">
            <Button variant="secondary" onClick={() => onRetry(item.key)}>
              Retry
            </Button>
            <Button variant="ghost" onClick={() => onDiscard(item.key)}>
              Delete
            </Button>
          </div>
        </div>
      )
  }
}
