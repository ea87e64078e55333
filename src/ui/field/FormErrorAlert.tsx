import { useRef } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { FormAlert } from './FormAlert'
import './field.css'

export interface FormErrorAlertProps {
  message: string | undefined
  /** A value that changes when a submit finishes; the alert then takes focus if it is showing. */
  focusKey: number
}

/**
 * The form-level error in a focusable wrapper: after a failed submit, focus lands here so
 * keyboard and screen-reader users meet the reason where they are.
 */
export function FormErrorAlert({ message, focusKey }: FormErrorAlertProps) {
  const wrapper = useRef<HTMLDivElement>(null)

  useFocusOnShow(wrapper, focusKey, focusKey > 0)

  if (!message) return null
  return (
    <div ref={wrapper} tabIndex={-1} className="mt-form-error-alert">
      <FormAlert>{message}</FormAlert>
    </div>
  )
}
