import { useId } from 'react'

/** The aria-describedby value for a field's hint, error and other notes, or undefined when it has none. */
export const describedBy = (...ids: Array<string | undefined | false>): string | undefined => ids.filter(Boolean).join(' ') || undefined

/**
 * The ids a field's control, hint and error share. The hint and error ids exist only while there is
 * a hint or error to point at, so aria-describedby never names a missing element.
 */
export function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId()
  return { id, hintId: hint ? `${id}-hint` : undefined, errorId: error ? `${id}-error` : undefined }
}
