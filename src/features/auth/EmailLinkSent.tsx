import type { ReactNode } from 'react'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import type { EmailLinkRequest } from './useEmailLinkRequest'
import './authForm.css'

export interface EmailLinkSentProps {
  request: EmailLinkRequest
  /** What was sent, and to which address. */
  message: ReactNode
  /** What else to try: the code in the same email, the spam folder. */
  children: ReactNode
}

/** The confirmation of an "email me a link" form, which takes focus so it is announced. */
export function EmailLinkSent({ request, message, children }: EmailLinkSentProps) {
  const { confirmationRef, startOver } = request
  return (
    <>
      <div ref={confirmationRef} tabIndex={-1} className="auth-form__alert">
        <FormAlert tone="success">{message}</FormAlert>
      </div>
      {__MOCK__ && <p>Open the Developer panel → Mailbox to see it.</p>}
      {children}
      <p>
        <Button variant="ghost" onClick={startOver}>
          Use a different email
        </Button>
      </p>
    </>
  )
}
