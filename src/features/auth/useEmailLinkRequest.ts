import { useEffect, useRef, useState } from 'react'
import { useAuthForm } from './useAuthForm'
import { validateEmailOnly } from './validation'

/**
 * The "email me a link" forms (password reset, magic link): one email field, and once sent the
 * address it went to, with focus moved to the confirmation so it is announced.
 */
export function useEmailLinkRequest(request: (email: string) => Promise<unknown>) {
  const form = useAuthForm({ email: '' })
  const [sentTo, setSentTo] = useState<string>()
  const confirmationRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus()
  }, [sentTo])

  const onSubmit = form.handleSubmit(validateEmailOnly, async ({ email }: { email: string }) => {
    const address = email.trim()
    await request(address)
    setSentTo(address)
  })

  /** "Use a different email": back to the form, with what was typed. */
  const startOver = () => setSentTo(undefined)

  return { form, sentTo, confirmationRef, onSubmit, startOver }
}
