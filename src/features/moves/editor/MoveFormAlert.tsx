import { useEffect, useRef } from 'react'
import { FormAlert } from '@/ui/field/FormAlert'
import './moveForm.css'

export interface MoveFormAlertProps {
  message: string | undefined
  /** Changes when a submit finishes; the alert then takes focus if it is showing. */
  focusKey: number
}

/** After a failed save, focus lands on the reason, so keyboard and screen-reader users meet it where they are. */
export function MoveFormAlert({ message, focusKey }: MoveFormAlertProps) {
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusKey > 0) wrapper.current?.focus()
  }, [focusKey])

  if (!message) return null
  return (
    <div ref={wrapper} tabIndex={-1} className="move-form__alert">
      <FormAlert>{message}</FormAlert>
    </div>
  )
}
