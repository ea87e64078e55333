import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { hasErrors, type FieldErrors } from './validation'

// A mapped constraint rather than Record<string, …>, so plain interfaces (no index signature) qualify.
type FormValues<T> = { [K in keyof T]: string | boolean }
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string
type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string

/**
 * State for one auth form: controlled values, client and server field errors, the form-level
 * error, a busy flag and the focus rules. What the member typed is only ever replaced by `reset`,
 * so a failed submit never loses input.
 *
 * Nothing it returns is a ref, so render code can read every field freely.
 */
export function useAuthForm<T extends FormValues<T>>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof T & string>>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Busy state reaches the DOM a render late; the ref blocks a second submit (Enter pressed twice) at once.
  const inFlight = useRef(false)
  const submittedForm = useRef<HTMLFormElement | null>(null)
  const [invalidAttempts, setInvalidAttempts] = useState(0)
  const [settledSubmits, setSettledSubmits] = useState(0)

  // A submit stopped by the client checks moves focus to the first field that needs attention.
  useEffect(() => {
    if (invalidAttempts === 0) return
    submittedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempts])

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    // An edited field's old message no longer describes it.
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }, [])

  const field = <K extends TextKeys<T>>(name: K) => ({
    name,
    value: values[name] as string,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as T[K]),
  })

  const checkbox = <K extends BooleanKeys<T>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as T[K]),
  })

  /**
   * Runs `validate`, then `action` if the values pass. An ApiError from `action` becomes the
   * form-level message plus its field messages; the values stay as typed.
   */
  const handleSubmit =
    (validate: (values: T) => FieldErrors<keyof T & string>, action: (values: T) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (inFlight.current) return
      submittedForm.current = event.currentTarget
      const clientErrors = validate(values)
      if (hasErrors(clientErrors)) {
        setFieldErrors(clientErrors)
        setFormError(undefined)
        setInvalidAttempts((n) => n + 1)
        return
      }
      inFlight.current = true
      setBusy(true)
      setFieldErrors({})
      setFormError(undefined)
      try {
        await action(values)
      } catch (error) {
        setFormError(errorMessage(error))
        if (error instanceof ApiError) setFieldErrors(knownFields(error.fieldErrors, values))
      } finally {
        inFlight.current = false
        setBusy(false)
        setSettledSubmits((n) => n + 1)
      }
    }

  const reset = useCallback((next: Partial<T>) => setValues((current) => ({ ...current, ...next })), [])

  return {
    values,
    setValue,
    field,
    checkbox,
    fieldErrors,
    formError,
    busy,
    /** Changes each time a submit finishes: FormErrorAlert takes focus then, if it is showing. */
    settledSubmits,
    handleSubmit,
    reset,
  }
}

/** Only messages for fields this form shows; the rest are covered by the form-level message. */
function knownFields<T extends FormValues<T>>(errors: Readonly<Record<string, string>>, values: T): FieldErrors<keyof T & string> {
  const result: FieldErrors<keyof T & string> = {}
  for (const [name, message] of Object.entries(errors)) {
    if (name in values) result[name as keyof T & string] = message
  }
  return result
}
