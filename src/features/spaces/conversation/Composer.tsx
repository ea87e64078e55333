import { useEffect, useRef, type KeyboardEvent } from 'react'
import { errorMessage } from '@/api/apiError'
import type { ChatMessage } from '@/api/spaces/spaceTypes'
import { useForm } from '@/shared/form/useForm'
import { memberName } from '@/shared/members/memberName'
import { Button } from '@/ui/button/Button'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { REMOVED_TEXT } from '../common/spaceText'
import { counterText, validateComposer, type ComposerValues } from './composerForm'

export interface ComposerProps {
  /** Sends (or queues) the text; rejects only on bad input, whose message is shown at the field. */
  onSend: (text: string, replyTo: number | null) => Promise<void>
  replyTo: ChatMessage | null
  onCancelReply: () => void
  /** Set when the member may read but not write here: the reason replaces the field. */
  blockedReason?: string
  /** Offline: the field still works, and says its messages will wait. */
  offline: boolean
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line, a counter near the limit, the
 * message being replied to above it. A refused message keeps its text and says why at the field.
 */
export function Composer({ onSend, replyTo, onCancelReply, blockedReason, offline }: ComposerProps) {
  const form = useForm<ComposerValues>({ initial: { text: '' }, validate: validateComposer })
  const formRef = useRef<HTMLFormElement>(null)
  const replyId = replyTo?.chat_id ?? null

  // Choosing Reply on a message brings the member to the field to write it.
  useEffect(() => {
    if (replyId === null) return
    const field = formRef.current?.elements.namedItem('text')
    if (field instanceof HTMLTextAreaElement) field.focus()
  }, [replyId])

  if (blockedReason) {
    return (
      <div className="composer composer--blocked" role="status">
        <p className="composer__blocked">{blockedReason}</p>
      </div>
    )
  }

  const submit = form.handleSubmit(async (values) => {
    const text = values.text.trim()
    if (!text) return
    try {
      await onSend(text, replyTo?.chat_id ?? null)
    } catch (failure) {
      return { text: errorMessage(failure) }
    }
    form.reset({ text: '' })
    onCancelReply()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) stays in the field.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    formRef.current?.requestSubmit()
  }

  const counter = counterText(form.values.text.trim().length)
  return (
    <form ref={formRef} className="composer" noValidate onSubmit={submit} aria-label="Write a message">
      {replyTo && (
        <div className="composer__reply">
          <p className="composer__reply-text">
            Replying to <strong>{memberName(replyTo.author)}</strong>: {replyTo.removed ? REMOVED_TEXT : replyTo.text}
          </p>
          <Button variant="ghost" className="composer__reply-cancel" onClick={onCancelReply} aria-label={`Cancel the reply to ${memberName(replyTo.author)}`}>
            ✕
          </Button>
        </div>
      )}
      {offline && <p className="composer__offline">You’re offline. Messages you write will be sent when you’re back online.</p>}
      <div className="composer__row">
        <TextAreaField label="Message" rows={1} hint={counter} className="composer__field" onKeyDown={onKeyDown} enterKeyHint="send" {...form.field('text')} />
        <Button type="submit" className="composer__send" busy={form.busy}>
          Send
        </Button>
      </div>
    </form>
  )
}
