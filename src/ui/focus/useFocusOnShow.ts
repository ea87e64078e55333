import { useLayoutEffect, type RefObject } from 'react'

/**
 * Moves focus to the element when it is shown, and again whenever `key` changes while `when`
 * holds: a confirmation, a notice or an error that takes the place of what the person was in is
 * where a keyboard and a screen reader land. A layout effect, so focus has moved before the element
 * is painted or seen by anything watching the page (a test's findBy among them); a passive effect
 * could run after both.
 */
export function useFocusOnShow(target: RefObject<HTMLElement | null>, key?: unknown, when = true): void {
  useLayoutEffect(() => {
    if (when) target.current?.focus()
  }, [target, key, when])
}
