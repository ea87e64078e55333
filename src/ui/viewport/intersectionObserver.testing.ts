import { vi } from 'vitest'

/**
 * An IntersectionObserver for jsdom, which has none: tests say when an element comes into view.
 * Install with vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver).
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed = new Set<Element>()
  readonly disconnect = vi.fn(() => this.observed.clear())
  readonly options: IntersectionObserverInit

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.options = options
    FakeIntersectionObserver.instances.push(this)
  }

  observe(element: Element) {
    this.observed.add(element)
  }

  unobserve(element: Element) {
    this.observed.delete(element)
  }

  /** Reports every observed element as intersecting (or not). */
  report(isIntersecting: boolean) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }

  static reset() {
    FakeIntersectionObserver.instances = []
  }

  /** Every element still observed, in every observer, reported as in view. */
  static bringAllIntoView() {
    for (const observer of FakeIntersectionObserver.instances) observer.report(true)
  }
}
