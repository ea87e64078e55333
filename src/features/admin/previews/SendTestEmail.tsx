import { useState, type KeyboardEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { apiBaseUrl } from '@/api/config'
import { sendMail } from '@/api/content/contentApi'
import { CONTENT_CALL_MESSAGES } from '@/api/content/contentCallTypes'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextField } from '@/ui/field/TextField'

/*
 * "Send a test": the template as the preview shows it (sample data, sanitised) through SPEC's
 * mail/send. It sits inside the template's form, so it never submits that form: its button is a
 * plain button and Enter in its field sends the test instead.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'failed'; message: string; field?: string }

export interface SendTestEmailProps {
  /** The subject and HTML body, filled in and sanitised. */
  subject: string
  html: string
}

export function SendTestEmail({ subject, html }: SendTestEmailProps) {
  const [to, setTo] = useState('')
  const [sending, setSending] = useState<Sending>({ status: 'idle' })

  const send = async () => {
    const address = to.trim()
    if (!EMAIL.test(address)) {
      setSending({ status: 'failed', message: CONTENT_CALL_MESSAGES.mailTo, field: 'to' })
      return
    }
    if (!subject.trim() || !html.trim()) {
      setSending({ status: 'failed', message: !subject.trim() ? CONTENT_CALL_MESSAGES.mailSubject : CONTENT_CALL_MESSAGES.mailBody })
      return
    }
    setSending({ status: 'sending' })
    try {
      await sendMail({ to: address, subject, html })
      setSending({ status: 'sent', to: address })
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors.to : undefined
      setSending({ status: 'failed', message: fieldMessage ?? errorMessage(error), field: fieldMessage ? 'to' : undefined })
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // Enter here means "send the test", not "save the template".
    event.preventDefault()
    void send()
  }

  const fieldError = sending.status === 'failed' && sending.field === 'to' ? sending.message : undefined
  return (
    <div className="admin-preview__send" role="group" aria-labelledby="send-test-heading">
      <h3 id="send-test-heading" className="admin-preview__subtitle">
        Send a test
      </h3>
      <TextField
        label="Send a test to"
        name="test_email_to"
        type="email"
        autoComplete="email"
        value={to}
        onChange={(event) => {
          setTo(event.target.value)
          if (sending.status !== 'sending') setSending({ status: 'idle' })
        }}
        onKeyDown={onKeyDown}
        error={fieldError}
        hint="The preview above, with the sample data, goes to this address."
      />
      <div>
        <Button variant="secondary" busy={sending.status === 'sending'} onClick={() => void send()}>
          {sending.status === 'sending' ? 'Sending…' : 'Send a test'}
        </Button>
      </div>
      {sending.status === 'sent' && (
        <FormAlert tone="success">
          {`${CONTENT_CALL_MESSAGES.mailSent.replace(/\.$/, '')} to ${sending.to}.`}
          {apiBaseUrl === '' ? ' Open the Developer panel’s Mailbox to read it.' : ''}
        </FormAlert>
      )}
      {sending.status === 'failed' && !fieldError && <FormAlert>{sending.message}</FormAlert>}
    </div>
  )
}
