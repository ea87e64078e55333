import { useCallback, useEffect, useRef, useState } from 'react'
import { CardEntryError } from '../gateway/paymentGateway'
import {
  CARD_FIELDS,
  emptyCardValues,
  firstInvalidField,
  validateCard,
  validateCardField,
  type CardField,
  type CardFieldErrors,
  type CardFormValues,
} from './validateCard'

export interface UseCardFormOptions {
  initialValues?: Partial<CardFormValues>
  /** Shows every problem of the initial values at once, as after a submit (stories, a resumed form). */
  validateInitially?: boolean
}

type FieldInputs = Partial<Record<CardField, HTMLInputElement | null>>

/**
 * The card form's state: digits as typed, one message per field (checked on blur and on
 * submit), a form-level message for what belongs to no field, and where focus goes next.
 */
export function useCardForm({ initialValues, validateInitially = false }: UseCardFormOptions) {
  const [values, setValues] = useState<CardFormValues>(() => ({ ...emptyCardValues, ...initialValues }))
  const [errors, setErrors] = useState<CardFieldErrors>(() => (validateInitially ? validateCard(values) : {}))
  const [formError, setFormError] = useState<string>()
  // Focus moves after the render that wires the new message to its field, so it is read out with it.
  const [focusRequest, setFocusRequest] = useState<{ field: CardField; count: number }>()
  const inputs = useRef<FieldInputs>({})

  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus()
  }, [focusRequest])

  const focusField = useCallback((field: CardField) => {
    setFocusRequest((current) => ({ field, count: (current?.count ?? 0) + 1 }))
  }, [])

  // One stable callback per field: a new one each render would detach and reattach every input.
  const [inputRefs] = useState(
    () =>
      Object.fromEntries(
        CARD_FIELDS.map((field) => [field, (element: HTMLInputElement | null) => void (inputs.current[field] = element)]),
      ) as Record<CardField, (element: HTMLInputElement | null) => void>,
  )

  const setValue = useCallback((field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // An edited field's old message no longer describes it.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  /** On blur: an empty field the member only passed through is left alone until submit. */
  const blurField = useCallback(
    (field: CardField) => {
      if (values[field] === '' && !errors[field]) return
      setErrors((current) => ({ ...current, [field]: validateCardField(field, values) }))
    },
    [values, errors],
  )

  /** Checks every field, shows the messages and focuses the first; returns the first problem. */
  const validateAll = useCallback((): CardEntryError | null => {
    const found = validateCard(values)
    setErrors(found)
    setFormError(undefined)
    const first = firstInvalidField(found)
    if (!first) return null
    focusField(first)
    return new CardEntryError(first, found[first] ?? '')
  }, [values, focusField])

  /** Shows a problem found elsewhere (the card provider) where it belongs. */
  const showError = useCallback(
    (error: CardEntryError) => {
      if (error.field === 'form') {
        setFormError(error.message)
        return
      }
      setErrors((current) => ({ ...current, [error.field]: error.message }))
      focusField(error.field)
    },
    [focusField],
  )

  const clearNumber = useCallback(() => {
    setValue('number', '')
    setFormError(undefined)
    focusField('number')
  }, [setValue, focusField])

  return { values, errors, formError, setValue, blurField, validateAll, showError, clearNumber, inputRefs }
}
