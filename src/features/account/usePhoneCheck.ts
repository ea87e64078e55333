import { useRef, useState } from 'react'
import { lookupPhone } from '@/api/auth/authApi'

export type PhoneCheck =
  | { kind: 'idle' }
  | { kind: 'checking'; written: string }
  | { kind: 'valid'; written: string; e164: string; country: string }
  | { kind: 'invalid'; written: string }

export const PHONE_MESSAGES = {
  invalid: 'Enter a full phone number with its country code, like +44 20 7946 0321.',
  hint: 'Optional. Include your country code, like +44 20 7946 0321.',
} as const

/**
 * Checks a phone number with the server's lookup and remembers the answer for what was written,
 * so leaving the field and then saving asks once. An empty number needs no check. A failed call
 * (offline, server error) rejects, so the caller can keep the form as typed and say why.
 */
/** The part of a useForm form that holds a `phone` field. */
export interface PhoneForm {
  values: { phone: string }
  fieldErrors: { phone?: string }
  setValue: (name: 'phone', value: string) => void
  setError: (name: 'phone', message: string | undefined) => void
}

export function usePhoneCheck() {
  const [state, setState] = useState<PhoneCheck>({ kind: 'idle' })
  const answers = useRef(new Map<string, Promise<PhoneCheck>>())

  const check = (raw: string): Promise<PhoneCheck> => {
    const written = raw.trim()
    if (!written) {
      setState({ kind: 'idle' })
      return Promise.resolve({ kind: 'idle' })
    }
    let answer = answers.current.get(written)
    if (!answer) {
      answer = lookupPhone(written).then((response): PhoneCheck =>
        response.valid ? { kind: 'valid', written, e164: response.phone, country: response.country } : { kind: 'invalid', written },
      )
      answers.current.set(written, answer)
      // A failure is not an answer about the number: the next check asks again.
      answer.catch(() => answers.current.delete(written))
    }
    setState({ kind: 'checking', written })
    return answer.then(
      (result) => {
        setState((current) => (current.kind === 'checking' && current.written === written ? result : current))
        return result
      },
      (error: unknown) => {
        setState((current) => (current.kind === 'checking' && current.written === written ? { kind: 'idle' } : current))
        throw error
      },
    )
  }

  /** The check's state only while it still describes what is in the field. */
  const stateFor = (value: string): PhoneCheck =>
    state.kind !== 'idle' && state.written === value.trim() ? state : { kind: 'idle' }

  /**
   * On leaving the field: reports the number's message (or clears it). A check that could not run
   * (offline, say) reports nothing; saving checks again and says why if it still cannot.
   */
  const checkOnBlur = (value: string, report: (message: string | undefined) => void): void => {
    check(value).then(
      (result) => report(result.kind === 'invalid' ? PHONE_MESSAGES.invalid : undefined),
      () => undefined,
    )
  }

  /** PhoneField's props, bound to the form's `phone`; leaving the field checks the number. */
  const bind = (form: PhoneForm) => ({
    value: form.values.phone,
    error: form.fieldErrors.phone,
    check: stateFor(form.values.phone),
    onChange: (value: string) => form.setValue('phone', value),
    onBlur: () => checkOnBlur(form.values.phone, (message) => form.setError('phone', message)),
  })

  return { check, bind }
}
