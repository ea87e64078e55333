import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { hasErrors, pickFieldErrors, type FieldErrors } from './fieldErrors'
import { typedBeforeTakeover, type FormControl } from './typedBeforeTakeover'
import { useFieldFocus } from './useFieldFocus'
import { useIdempotencyKey, type SubmitAttempt } from './useIdempotencyKey'

// A mapped constraint rather than Record<string, …>, so plain interfaces (no index signature) qualify.
type FormValues<T> = { [K in keyof T]: unknown }
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string
type Field<T> = keyof T & string

export interface FormOptions<T> {
  /** The values, in the order the form shows its fields (focus goes to the first that needs it). */
  initial: T
  /**
   * Client checks run before every submit; a message stops the submit and focuses its field. A field
   * the member edited is also checked when it is left, showing only that field's message.
   */
  validate?: (values: T) => FieldErrors<Field<T>>
  /** The form-level text for a failed submit (default: the server's message). */
  describeFailure?: (error: unknown) => string
  /** Shows every message of the initial values at once, as after a submit (stories, a resumed form). */
  validateInitially?: boolean
}

/**
 * What a submit runs. Returning field messages stops there (a check that needs the server); a
 * rejection becomes the form-level message. A request that must act once sends `attempt.key`, or
 * builds its body once with `attempt.body(…)` (useIdempotencyKey.ts).
 */
export type SubmitAction<T> = (values: T, attempt: SubmitAttempt) => Promise<FieldErrors<Field<T>> | void>

export interface SubmitOptions<T> {
  /** Ignore the submit (the page is not ready for it). */
  blocked?: boolean
  /** Submit these instead of the typed values (a normalised copy). */
  values?: T
}

/**
 * The one form hook: values as typed, client and server messages by field (a field's own check when
 * it is left), the form-level message, a busy submit that cannot run twice, an idempotency key per
 * attempt, focus on the first field that needs attention, and whether anything is unsaved. What the
 * member typed is only ever replaced by `reset`, so no error loses input.
 *
 * Nothing it returns is a ref object, so render code can read every field freely. Each binding
 * carries a ref callback that keeps what a visitor typed into a prerendered page before the app
 * took it over (typedBeforeTakeover.ts).
 */
export function useForm<T extends FormValues<T>>({ initial, validate, describeFailure = errorMessage, validateInitially = false }: FormOptions<T>) {
  const [values, setValues] = useState<T>(initial)
  // What "unsaved" is measured against: the initial values, then each saved or reset state.
  const [baseline, setBaseline] = useState<T>(initial)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field<T>>>(() => (validateInitially && validate?.(initial)) || {})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Busy reaches the DOM a render late; the ref blocks a second submit (Enter pressed twice) at once.
  const inFlight = useRef(false)
  // Counts resets, so a submit whose action reset the form (a cleared password) keeps that baseline.
  const resets = useRef(0)
  // Fields the member edited: only those are checked when left, not ones merely tabbed through.
  const edited = useRef(new Set<Field<T>>())
  const [settledSubmits, setSettledSubmits] = useState(0)
  const [order] = useState(() => Object.keys(initial) as Field<T>[])
  const { fieldRef, focusFirst, container } = useFieldFocus(order)
  const idempotency = useIdempotencyKey()

  const clearError = useCallback((name: Field<T>) => {
    // An edited field's old message no longer describes it.
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }, [])

  /** Shows a message at one field without a submit (a check run when the field is left, say). */
  const setError = useCallback((name: Field<T>, message: string | undefined) => setFieldErrors((current) => ({ ...current, [name]: message })), [])

  const { renew } = idempotency
  const setValue = useCallback(
    <K extends Field<T>>(name: K, value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }))
      edited.current.add(name)
      clearError(name)
      // Other values are another attempt, which must not reuse the last one's key.
      renew()
    },
    [clearError, renew],
  )

  // One stable callback per field, so React calls it once, when the control first attaches.
  const [adopters] = useState(() => new Map<Field<T>, (control: FormControl | null) => void>())
  const adoptTyped = (name: Field<T>) => {
    let adopt = adopters.get(name)
    if (!adopt) {
      adopt = (control) => {
        const typed = control ? typedBeforeTakeover(control) : undefined
        // `field()` binds strings and `checkbox()` booleans, which is what the control gives back.
        if (typed !== undefined) setValue(name, typed as T[Field<T>])
      }
      adopters.set(name, adopt)
    }
    return adopt
  }

  /** The check when a field is left: that field's message only, once the member has edited it. */
  const blur = (name: Field<T>) => {
    if (!validate || !(edited.current.has(name) || fieldErrors[name])) return
    setError(name, validate(values)[name])
  }

  /**
   * A field left for its form's submit button is checked by the submit itself. Checking it on the way
   * would draw its message between the button's press and release, moving the button from under the
   * pointer, and the click that was meant to submit would be lost.
   */
  const blurUnlessSubmitting = (name: Field<T>) => (event: FocusEvent<HTMLElement>) => {
    if (!isSubmitControl(event.relatedTarget)) blur(name)
  }

  /** Props for a text input bound to `name`. */
  const field = <K extends KeysOf<T, string>>(name: K) => ({
    name,
    value: values[name] as string,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<FormControl>) => setValue(name, event.target.value as T[K]),
    onBlur: blurUnlessSubmitting(name),
    ref: adoptTyped(name),
  })

  /** Props for a checkbox bound to `name`. */
  const checkbox = <K extends KeysOf<T, boolean>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as T[K]),
    onBlur: blurUnlessSubmitting(name),
    ref: adoptTyped(name),
  })

  /** Replaces some values (loaded data, a cleared card number) and counts them as saved. */
  const reset = useCallback((next: Partial<T>) => {
    resets.current += 1
    for (const name of Object.keys(next)) edited.current.delete(name as Field<T>)
    setValues((current) => ({ ...current, ...next }))
    setBaseline((current) => ({ ...current, ...next }))
  }, [])

  /** Shows these messages (replacing the others) and focuses the first of their fields. */
  const showErrors = useCallback(
    (errors: FieldErrors<Field<T>>) => {
      setFieldErrors(errors)
      setFormError(undefined)
      focusFirst(order.filter((name) => errors[name]))
    },
    [focusFirst, order],
  )

  /** Moves focus to one field after the next render (a cleared card number, say). */
  const focus = useCallback((name: Field<T>) => focusFirst([name]), [focusFirst])

  /** Checks every field now, as a submit would, for a form whose submit runs elsewhere; returns the messages. */
  const checkAll = (): FieldErrors<Field<T>> => {
    const errors = validate?.(values) ?? {}
    showErrors(errors)
    return errors
  }

  /**
   * Runs a submit: client checks, then `action` with the values. An error becomes the form-level
   * message plus the server's messages for the fields this form shows. Values stay as typed either way.
   */
  const submit = async (action: SubmitAction<T>, options: SubmitOptions<T> = {}) => {
    if (inFlight.current || options.blocked) return
    const submitted = options.values ?? values
    const clientErrors = validate?.(submitted) ?? {}
    if (hasErrors(clientErrors)) return showErrors(clientErrors)
    inFlight.current = true
    setBusy(true)
    setFieldErrors({})
    setFormError(undefined)
    const resetsBefore = resets.current
    try {
      const stopped = await action(submitted, idempotency.attempt())
      idempotency.settle()
      if (stopped && hasErrors(stopped)) showErrors(stopped)
      else if (resets.current === resetsBefore) setBaseline(submitted)
    } catch (error) {
      idempotency.settle(error)
      setFormError(describeFailure(error))
      if (error instanceof ApiError) setFieldErrors(pickFieldErrors(error.fieldErrors, Object.keys(submitted) as Field<T>[]))
    } finally {
      inFlight.current = false
      setBusy(false)
      setSettledSubmits((n) => n + 1)
    }
  }

  /** Submit handler for a `<form>`: `submit` with the form's own submit event. */
  const handleSubmit = (action: SubmitAction<T>, options: SubmitOptions<T> = {}) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    container.current = event.currentTarget
    await submit(action, options)
  }

  const dirty = (Object.keys(values) as Field<T>[]).some((name) => !sameValue(values[name], baseline[name]))

  return {
    values,
    setValue,
    field,
    checkbox,
    blur,
    fieldRef,
    focus,
    reset,
    fieldErrors,
    setError,
    clearError,
    showErrors,
    checkAll,
    formError,
    /** A form-level message from outside a submit (the card provider's answer, say). */
    setFormError,
    busy,
    /** The last submit got no definitive answer: the next one resends its key (and body). */
    unsettled: idempotency.unsettled,
    /** Changes each time a submit finishes: FormErrorAlert takes focus then, if it is showing. */
    settledSubmits,
    /** Something typed is not saved yet (for the unsaved-changes guard); false while a save runs. */
    dirty: dirty && !busy,
    submit,
    handleSubmit,
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))
}

function isSubmitControl(target: EventTarget | null): boolean {
  return (target instanceof HTMLButtonElement || target instanceof HTMLInputElement) && target.type === 'submit'
}
