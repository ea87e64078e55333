import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` below the viewport, and from then on. Content
 * below the fold can then fetch what it shows as the visitor scrolls towards it, rather than on
 * every visit, loading the API client before the first screen is even usable. Where there is no
 * IntersectionObserver it is true at once: nothing is ever held back for good. Rendered at build
 * time (no window) it is false, as the browser's first render is, so a prerendered page hydrates.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px 0px 100% 0px'): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])

  return near
}
