import { useState, type KeyboardEvent } from 'react'
import { useDataProvider } from 'ra-core'
import { ApiError, errorMessage } from '@/api/apiError'
import { apiBaseUrl } from '@/api/config'
import { CONTENT_CALL_MESSAGES } from '@/api/content/contentCallTypes'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextField } from '@/ui/field/TextField'
import type { AdminDataProvider } from '../engine/adminDataProvider'

/*
 * "Send a test": the template as the preview shows it (sample data, sanitised) through docs/product.md's
 * mail/send. It sits inside the template's form, so it never submits that form: its button is a
 * plain button and Enter in its field sends the test instead.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface SendTestEmailProps {
  /** The subject and HTML body, filled in and sanitised. */
  subject: string
  html: string
}

export function SendTestEmail({ subject, html }: SendTestEmailProps) {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const form = useForm({
    initial: { to: '' },
    validate: ({ to }) => (EMAIL.test(to.trim()) ? {} : { to: CONTENT_CALL_MESSAGES.mailTo }),
    // Said once: under the address when the server names it, above otherwise.
    describeFailure: (failure) => (failure instanceof ApiError && failure.fieldErrors.to ? '' : errorMessage(failure)),
  })
  const [sentTo, setSentTo] = useState('')

  const send = () =>
    form.submit(async ({ to }) => {
      setSentTo('')
      if (!subject.trim()) throw new Error(CONTENT_CALL_MESSAGES.mailSubject)
      if (!html.trim()) throw new Error(CONTENT_CALL_MESSAGES.mailBody)
      await dataProvider.sendTestEmail({ to: to.trim(), subject, html })
      setSentTo(to.trim())
    })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // Enter here means "send the test", not "save the template".
    event.preventDefault()
    void send()
  }

  const toField = form.field('to')
  return (
    <div className="admin-preview__send" role="group" aria-labelledby="send-test-heading">
      <h3 id="send-test-heading" className="admin-preview__subtitle">
        Send a test
      </h3>
      <TextField
        {...toField}
        label="Send a test to"
        name="test_email_to"
        type="email"
        autoComplete="email"
        onChange={(event) => {
          toField.onChange(event)
          // A new address: the last answer no longer applies.
          setSentTo('')
          form.setFormError(undefined)
        }}
        onKeyDown={onKeyDown}
        hint="The preview above, with the sample data, goes to this address."
      />
      <div>
        <Button variant="secondary" busy={form.busy} onClick={() => void send()}>
          {form.busy ? 'Sending…' : 'Send a test'}
        </Button>
      </div>
      {sentTo && (
        <FormAlert tone="success">
          {`${CONTENT_CALL_MESSAGES.mailSent.replace(/\.$/, '')} to ${sentTo}.`}
          {apiBaseUrl === '' ? ' Open the Developer panel’s Mailbox to read it.' : ''}
        </FormAlert>
      )}
      <FormAlert>{form.formError}</FormAlert>
    </div>
  )
}
