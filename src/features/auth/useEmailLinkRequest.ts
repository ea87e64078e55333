import { useRef, useState } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { useForm } from '@/shared/form/useForm'
import { validateEmailOnly } from './validation'

/**
 * The "email me a link" forms (password reset, magic link): one email field, and once sent the
 * address it went to, with focus moved to the confirmation so it is announced.
 */
export function useEmailLinkRequest(request: (email: string) => Promise<unknown>) {
  const form = useForm({ initial: { email: '' }, validate: validateEmailOnly })
  const [sentTo, setSentTo] = useState<string>()
  const confirmationRef = useRef<HTMLDivElement>(null)

  useFocusOnShow(confirmationRef, sentTo, Boolean(sentTo))

  const onSubmit = form.handleSubmit(async ({ email }: { email: string }) => {
    const address = email.trim()
    await request(address)
    setSentTo(address)
  })

  /** "Use a different email": back to the form, with what was typed. */
  const startOver = () => setSentTo(undefined)

  return { form, sentTo, confirmationRef, onSubmit, startOver }
}

export type EmailLinkRequest = ReturnType<typeof useEmailLinkRequest>
