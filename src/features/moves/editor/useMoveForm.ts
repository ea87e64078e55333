import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { hasMoveErrors, knownMoveFieldErrors, validateMove, type MoveField, type MoveFieldErrors, type MoveFormValues } from './validateMove'

/** The fields the member types or picks; the file addresses come from the uploads. */
export type MoveTextValues = Omit<MoveFormValues, 'video_url' | 'poster_url'>

export interface UseMoveFormOptions {
  initial: MoveTextValues
  /** The current file addresses, read at submit time. */
  files: () => Pick<MoveFormValues, 'video_url' | 'poster_url'>
  onSubmit: (values: MoveFormValues) => Promise<void>
}

/**
 * The move form's state: values as typed, field and form messages, busy and focus rules.
 * What the member typed is never replaced after a failed save.
 */
export function useMoveForm({ initial, files, onSubmit }: UseMoveFormOptions) {
  const [values, setValues] = useState<MoveTextValues>(initial)
  const [errors, setErrors] = useState<MoveFieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Busy reaches the DOM a render late; the ref blocks a second submit (Enter pressed twice) at once.
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement | null>(null)
  const [invalidAttempts, setInvalidAttempts] = useState(0)
  const [settledSubmits, setSettledSubmits] = useState(0)

  // A submit stopped by the client checks moves focus to the first field that needs attention.
  useEffect(() => {
    if (invalidAttempts === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempts])

  const clearError = useCallback((name: MoveField) => {
    // An edited field's old message no longer describes it.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }, [])

  const setValue = useCallback(
    <K extends keyof MoveTextValues>(name: K, value: MoveTextValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }))
      clearError(name)
    },
    [clearError],
  )

  const submit = async (event: FormEvent<HTMLFormElement>, blocked: boolean) => {
    event.preventDefault()
    formRef.current = event.currentTarget
    if (inFlight.current || blocked) return
    const all: MoveFormValues = { ...values, ...files() }
    const clientErrors = validateMove(all)
    if (hasMoveErrors(clientErrors)) {
      setErrors(clientErrors)
      setFormError(undefined)
      setInvalidAttempts((n) => n + 1)
      return
    }
    inFlight.current = true
    setBusy(true)
    setErrors({})
    setFormError(undefined)
    try {
      await onSubmit(all)
    } catch (error) {
      setFormError(saveFailedMessage(error))
      if (error instanceof ApiError) setErrors(knownMoveFieldErrors(error.fieldErrors))
    } finally {
      inFlight.current = false
      setBusy(false)
      setSettledSubmits((n) => n + 1)
    }
  }

  return { values, setValue, errors, clearError, formError, busy, settledSubmits, submit }
}

function saveFailedMessage(error: unknown): string {
  // Said outright, because a failed save on a phone in a gym looks like lost work.
  if (error instanceof ApiError && error.isNetworkError) return `${error.message} Everything you entered is still here.`
  return errorMessage(error)
}
