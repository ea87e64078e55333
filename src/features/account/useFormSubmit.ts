import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'

export type FieldMessages<F extends string> = Partial<Record<F, string>>

/** Nothing in it is a ref, so render code may read every field. */
export interface FormSubmit<F extends string> {
  busy: boolean
  /** The form-level message of the last failed submit. */
  formError: string | undefined
  fieldErrors: FieldMessages<F>
  /** Changes each time a submit finishes; FormErrorAlert takes focus then, if it shows. */
  settledSubmits: number
  /** Drops a field's message once the member edits it: it no longer describes what is there. */
  clearError: (field: F) => void
  /** Shows a message at one field without a submit (e.g. a check run when the field is left). */
  setError: (field: F, message: string | undefined) => void
  /**
   * Submit handler: runs `action` unless one is in flight. `action` may return field messages to
   * stop there (client checks); an ApiError becomes the form message plus the messages of the
   * fields this form shows. What was typed is never touched here.
   */
  onSubmit: (action: () => Promise<FieldMessages<F> | void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>
}

/**
 * The state around one account form's submit. Deliberately close to the sign-in forms' hook in
 * features/auth, which a feature may not import; both belong in a shared form module.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]): FormSubmit<F> {
  const submittedForm = useRef<HTMLFormElement | null>(null)
  // Busy state reaches the DOM a render late; the ref blocks a second submit (Enter pressed twice) at once.
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string>()
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<F>>({})
  const [settledSubmits, setSettledSubmits] = useState(0)
  const [invalidAttempts, setInvalidAttempts] = useState(0)

  // A submit stopped by a client check moves focus to the first field that needs attention.
  useEffect(() => {
    if (invalidAttempts > 0) submittedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempts])

  const setError = (field: F, message: string | undefined) => setFieldErrors((current) => ({ ...current, [field]: message }))

  const onSubmit = (action: () => Promise<FieldMessages<F> | void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    submittedForm.current = event.currentTarget
    inFlight.current = true
    setBusy(true)
    setFormError(undefined)
    try {
      const stopped = await action()
      if (stopped && Object.values(stopped).some(Boolean)) {
        setFieldErrors(stopped)
        setInvalidAttempts((n) => n + 1)
      } else {
        setFieldErrors({})
      }
    } catch (error) {
      setFormError(errorMessage(error))
      setFieldErrors(error instanceof ApiError ? shownFields(error.fieldErrors, fields) : {})
      setSettledSubmits((n) => n + 1)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return {
    busy,
    formError,
    fieldErrors,
    settledSubmits,
    clearError: (field) => setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    setError,
    onSubmit,
  }
}

function shownFields<F extends string>(errors: Readonly<Record<string, string>>, fields: readonly F[]): FieldMessages<F> {
  const result: FieldMessages<F> = {}
  for (const field of fields) if (errors[field]) result[field] = errors[field]
  return result
}
