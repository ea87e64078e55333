import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { hasErrors, pickFieldErrors, type FieldErrors } from './fieldErrors'

// A mapped constraint rather than Record<string, …>, so plain interfaces (no index signature) qualify.
type FormValues<T> = { [K in keyof T]: unknown }
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string
type Field<T> = keyof T & string

export interface FormOptions<T> {
  initial: T
  /** Client checks run before every submit; a message stops the submit and focuses its field. */
  validate?: (values: T) => FieldErrors<Field<T>>
  /** The form-level text for a failed submit (default: the server's message). */
  describeFailure?: (error: unknown) => string
}

/**
 * The one form hook: values as typed, client and server messages by field, the form-level message,
 * a busy submit that cannot run twice, focus on the first field that needs attention, and whether
 * anything is unsaved. What the member typed is only ever replaced by `reset`, so no error loses input.
 *
 * Nothing it returns is a ref, so render code can read every field freely.
 */
export function useForm<T extends FormValues<T>>({ initial, validate, describeFailure = errorMessage }: FormOptions<T>) {
  const [values, setValues] = useState<T>(initial)
  // What "unsaved" is measured against: the initial values, then each saved or reset state.
  const [baseline, setBaseline] = useState<T>(initial)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field<T>>>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Busy reaches the DOM a render late; the ref blocks a second submit (Enter pressed twice) at once.
  const inFlight = useRef(false)
  const submittedForm = useRef<HTMLFormElement | null>(null)
  // Counts resets, so a submit whose action reset the form (a cleared password) keeps that baseline.
  const resets = useRef(0)
  const [invalidAttempts, setInvalidAttempts] = useState(0)
  const [settledSubmits, setSettledSubmits] = useState(0)

  // A submit stopped by a client check moves focus to the first field that needs attention.
  useEffect(() => {
    if (invalidAttempts > 0) submittedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempts])

  const clearError = useCallback((name: Field<T>) => {
    // An edited field's old message no longer describes it.
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }, [])

  /** Shows a message at one field without a submit (a check run when the field is left, say). */
  const setError = useCallback((name: Field<T>, message: string | undefined) => setFieldErrors((current) => ({ ...current, [name]: message })), [])

  const setValue = useCallback(
    <K extends Field<T>>(name: K, value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }))
      clearError(name)
    },
    [clearError],
  )

  /** Props for a text input bound to `name`. */
  const field = <K extends KeysOf<T, string>>(name: K) => ({
    name,
    value: values[name] as string,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value as T[K]),
  })

  /** Props for a checkbox bound to `name`. */
  const checkbox = <K extends KeysOf<T, boolean>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as T[K]),
  })

  /** Replaces some values (loaded data, a cleared card number) and counts them as saved. */
  const reset = useCallback((next: Partial<T>) => {
    resets.current += 1
    setValues((current) => ({ ...current, ...next }))
    setBaseline((current) => ({ ...current, ...next }))
  }, [])

  const fail = (errors: FieldErrors<Field<T>>) => {
    setFieldErrors(errors)
    setFormError(undefined)
    setInvalidAttempts((n) => n + 1)
  }

  /**
   * Submit handler: client checks, then `action` with the values. `action` may return field messages
   * to stop there (a check that needs the server); an error becomes the form-level message plus the
   * server's messages for the fields this form shows. Values stay as typed either way.
   */
  const handleSubmit =
    (action: (values: T) => Promise<FieldErrors<Field<T>> | void>, options: { blocked?: boolean; values?: T } = {}) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      submittedForm.current = event.currentTarget
      if (inFlight.current || options.blocked) return
      const submitted = options.values ?? values
      const clientErrors = validate?.(submitted) ?? {}
      if (hasErrors(clientErrors)) return fail(clientErrors)
      inFlight.current = true
      setBusy(true)
      setFieldErrors({})
      setFormError(undefined)
      const resetsBefore = resets.current
      try {
        const stopped = await action(submitted)
        if (stopped && hasErrors(stopped)) fail(stopped)
        else if (resets.current === resetsBefore) setBaseline(submitted)
      } catch (error) {
        setFormError(describeFailure(error))
        if (error instanceof ApiError) setFieldErrors(pickFieldErrors(error.fieldErrors, Object.keys(submitted) as Field<T>[]))
      } finally {
        inFlight.current = false
        setBusy(false)
        setSettledSubmits((n) => n + 1)
      }
    }

  const dirty = (Object.keys(values) as Field<T>[]).some((name) => !sameValue(values[name], baseline[name]))

  return {
    values,
    setValue,
    field,
    checkbox,
    reset,
    fieldErrors,
    setError,
    clearError,
    formError,
    busy,
    /** Changes each time a submit finishes: FormErrorAlert takes focus then, if it is showing. */
    settledSubmits,
    /** Something typed is not saved yet (for the unsaved-changes guard); false while a save runs. */
    dirty: dirty && !busy,
    handleSubmit,
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))
}
