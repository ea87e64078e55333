import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** Anything that can take focus: an element, or a control living elsewhere (a payment provider's field). */
export interface Focusable {
  focus(): void
}

/**
 * Where focus goes when a form needs attention: the first field with a message, on screen. A field
 * is found by the ref `fieldRef` registered for it, else by its `name` (what `field()` gives it) or
 * its aria-invalid mark in the form of the last submit; those take the page's order. A registered
 * control that is not on our page (a payment provider's frame) takes its place in the field order.
 * A form that checks without a submit of its own (`checkAll`) registers its fields by ref.
 * Focus moves after the render that wires the message to its field, so both are read out together.
 */
/** `order` is the form's field order; pass a stable array, as a new one would move focus again. */
export function useFieldFocus<F extends string>(order: readonly F[]) {
  const registered = useRef(new Map<F, Focusable>())
  const refs = useRef(new Map<F, (target: Focusable | null) => void>())
  /** The form element of the last submit, searched for fields that have no ref. */
  const container = useRef<HTMLFormElement | null>(null)
  const [request, setRequest] = useState<{ names: readonly F[]; count: number }>()

  // Before paint, so nothing (a person or a test) sees the message while focus is still elsewhere.
  useLayoutEffect(() => {
    if (request) firstToFocus(request.names, order, registered.current, container.current)?.focus()
  }, [request, order])

  /** A stable ref callback per field: a new one each render would detach and reattach the input. */
  const fieldRef = useCallback((name: F) => {
    let ref = refs.current.get(name)
    if (!ref) {
      ref = (target) => {
        if (target) registered.current.set(name, target)
        else registered.current.delete(name)
      }
      refs.current.set(name, ref)
    }
    return ref
  }, [])

  /** Focuses the first of these fields (or, failing a match, the first field marked invalid). */
  const focusFirst = useCallback((names: readonly F[]) => setRequest((current) => ({ names, count: (current?.count ?? 0) + 1 })), [])

  return { fieldRef, focusFirst, container }
}

function firstToFocus<F extends string>(
  names: readonly F[],
  order: readonly F[],
  registered: ReadonlyMap<F, Focusable>,
  form: HTMLFormElement | null,
): Focusable | undefined {
  const found = order.filter((name) => names.includes(name)).map((name) => registered.get(name) ?? namedControl(form, name))
  const marked = form ? [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')] : []
  const onPage = [...found.filter((target) => target instanceof Element), ...marked].sort(byDocumentOrder)[0]
  // A control outside the page (a payment provider's frame) goes by its place in the field order.
  const offPage = found.findIndex((target) => target !== undefined && !(target instanceof Element))
  if (offPage < 0) return onPage
  if (!onPage) return found[offPage]
  const onPageIndex = found.indexOf(onPage)
  return onPageIndex > offPage ? found[offPage] : onPage
}

function namedControl(form: HTMLFormElement | null, name: string): HTMLElement | undefined {
  const control = form?.elements.namedItem(name)
  const first = control instanceof RadioNodeList ? control[0] : control
  return first instanceof HTMLElement ? first : undefined
}

function byDocumentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}
