import { useForm } from '@/shared/form/useForm'
import { CardEntryError } from '../gateway/paymentGateway'
import { emptyCardValues, firstInvalidField, validateCard, type CardFormValues } from './validateCard'

export interface UseCardFormOptions {
  initialValues?: Partial<CardFormValues>
  /** Shows every problem of the initial values at once, as after a submit (stories, a resumed form). */
  validateInitially?: boolean
}

/**
 * The card form on the shared form model (useForm: messages on blur and submit, clear on edit,
 * focus), plus what a card entry adds: its submit is the parent's, so it checks on request, and the
 * card provider's answers land at their field.
 */
export function useCardForm({ initialValues, validateInitially = false }: UseCardFormOptions) {
  const form = useForm<CardFormValues>({ initial: { ...emptyCardValues, ...initialValues }, validate: validateCard, validateInitially })
  const { setError, setFormError, focus, reset, clearError } = form

  /** Checks every field, shows the messages and focuses the first; returns the first problem. */
  const validateAll = (): CardEntryError | null => {
    const found = form.checkAll()
    const first = firstInvalidField(found)
    return first ? new CardEntryError(first, found[first] ?? '') : null
  }

  /** Shows a problem found elsewhere (the card provider) where it belongs. */
  const showError = (error: CardEntryError) => {
    if (error.field === 'form') return setFormError(error.message)
    setError(error.field, error.message)
    focus(error.field)
  }

  /** After a decline: a new number is needed, and nothing else changes. */
  const clearNumber = () => {
    // A reset, not an edit: leaving the emptied field is no reason to complain about it.
    reset({ number: '' })
    clearError('number')
    setFormError(undefined)
    focus('number')
  }

  return { ...form, errors: form.fieldErrors, validateAll, showError, clearNumber }
}
