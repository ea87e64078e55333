import { useEffect, useRef, useState } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { useAtomValue } from 'jotai'
import { ApiError, errorMessage } from '@/api/apiError'
import { getProfile } from '@/api/auth/authApi'
import { sendContactMessage } from '@/api/contact/contactApi'
import { CONTACT_LIMITS, type ContactResponse } from '@/api/contact/contactTypes'
import { authAtom } from '@/lib/auth/authState'
import { useOnline } from '@/lib/network/useOnline'
import { CaptchaField } from '@/shared/captcha/CaptchaField'
import { captchaBinding } from '@/shared/captcha/captchaForm'
import { confirmCaptcha } from '@/shared/captcha/confirmCaptcha'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { isUnsettled } from '@/shared/form/unsettledOutcome'
import { useForm } from '@/shared/form/useForm'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import { EMPTY_CONTACT, TOPIC_OPTIONS, contactRequest, validateContact, type ContactValues } from './contactFormModel'
import './contactForm.css'

/** The form-level words for a send that never reached us: the message is still here. */
export const CONTACT_OFFLINE_FAILURE = 'Your message was not sent: you appear to be offline. It is kept here; send it again once you are back online.'

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isNetworkError ? CONTACT_OFFLINE_FAILURE : errorMessage(error)
}

/**
 * The contact page's form (contact call): name, email, topic, message and the robot check as on
 * sign-up. A failure keeps everything typed: field messages sit at their fields, a rate limit or a
 * lost connection above the form. A retry after a lost answer resends the same request id and body,
 * so the server stores one message. Signed-in members find their name and email filled in.
 */
export function ContactForm() {
  const online = useOnline()
  const [sent, setSent] = useState<ContactResponse | null>(null)
  const form = useForm<ContactValues>({ initial: EMPTY_CONTACT, validate: validateContact, describeFailure })
  useSenderPrefill(form)

  const send = form.handleSubmit(async (values, attempt) => {
    try {
      // Built once per attempt: a retry after a lost answer sends the very same body, robot check included.
      const body = await attempt.body(async (key) => contactRequest(values, await confirmCaptcha(values.captcha_token), key))
      setSent(await sendContactMessage(body))
    } catch (failure) {
      // A definite answer spent the robot check; a lost one keeps it with the attempt for the retry.
      if (!isUnsettled(failure)) form.setValue('captcha_token', '')
      throw failure
    }
  })

  const writeAnother = () => {
    form.reset({ topic: '', message: '', captcha_token: '' })
    setSent(null)
  }

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {sent ? (
        <ContactSent sent={sent} onAnother={writeAnother} />
      ) : (
        <form noValidate onSubmit={send} className="contact-form__fields">
          <UnsavedChangesGuard when={form.dirty} />
          <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
          <div className="contact-form__row">
            <TextField label="Your name" autoComplete="name" maxLength={CONTACT_LIMITS.name} required {...form.field('name')} />
            <TextField label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} required {...form.field('email')} />
          </div>
          <SelectField label="Topic" placeholder="Choose a topic" options={TOPIC_OPTIONS} required {...form.field('topic')} />
          <TextAreaField
            label="Message"
            rows={7}
            required
            hint={`At least ${CONTACT_LIMITS.messageMin} characters. ${form.values.message.trim().length} of ${CONTACT_LIMITS.messageMax} used.`}
            {...form.field('message')}
          />
          <CaptchaField {...captchaBinding(form)} />
          {!online && <FormAlert tone="info">You are offline. Your message stays here while you write; send it once you are back online.</FormAlert>}
          <Button type="submit" busy={form.busy} className="contact-form__submit">
            {form.busy ? 'Sending…' : 'Send message'}
          </Button>
          <p className="contact-form__note">We use your name and email only to answer you, and send you a copy of your message.</p>
        </form>
      )}
    </section>
  )
}

function ContactSent({ sent, onAnother }: { sent: ContactResponse; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the visitor was in is gone: the confirmation takes focus, so it is read out.
  useFocusOnShow(heading)
  return (
    <div className="contact-form__sent">
      <h3 ref={heading} tabIndex={-1}>
        Message sent
      </h3>
      <p>{sent.message} We answer within one working day, Monday to Friday.</p>
      <p>
        We emailed a copy of your message to <strong>{sent.copy_to}</strong>.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Write another message
      </Button>
    </div>
  )
}

type ContactFormModel = ReturnType<typeof useForm<ContactValues>>

/**
 * A signed-in member (or admin) writes as themselves: name and email come from their profile, once,
 * and only into fields still empty, so nothing typed is replaced.
 */
function useSenderPrefill(form: ContactFormModel) {
  const auth = useAtomValue(authAtom)
  const { state } = useRemoteData({
    key: `contact-sender:${auth.user ?? 'visitor'}`,
    load: async () => (await getProfile()).model,
    enabled: auth.isAuthenticated,
    revalidate: false,
  })
  const profile = state.status === 'ready' ? state.data : null
  const { reset, values } = form
  const filled = useRef(false)
  useEffect(() => {
    if (!profile || filled.current) return
    filled.current = true
    const name = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim()
    const prefill: Partial<ContactValues> = {}
    if (values.name === '' && name) prefill.name = name
    if (values.email === '' && profile.email) prefill.email = profile.email
    if (Object.keys(prefill).length > 0) reset(prefill)
  }, [profile, reset, values.name, values.email])
}
