import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react'
import { gridLayout, visibleRange, type GridLayout, type GridMetrics, type ItemRange } from './gridWindow'

/** Used before the first measurement and where nothing is laid out (jsdom). */
const FALLBACK_WIDTH = 960
const OVERSCAN_ROWS = 2

const sameRange = (a: ItemRange, b: ItemRange) => a.start === b.start && a.end === b.end

/**
 * Which items of a window-scrolled grid to render. The page scrolls the window (the member
 * layout has no inner scroller), so this listens to window scroll and resize and measures the
 * container's width, recomputing at most once per frame and re-rendering only when the range changes.
 */
export function useGridWindow(containerRef: RefObject<HTMLElement | null>, count: number, metrics: GridMetrics) {
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  const { minColumnWidth, maxColumns, gap, posterRatio, cardBodyHeight, cardChrome } = metrics
  const layout: GridLayout = useMemo(
    () => gridLayout(width, { minColumnWidth, maxColumns, gap, posterRatio, cardBodyHeight, cardChrome }),
    [width, minColumnWidth, maxColumns, gap, posterRatio, cardBodyHeight, cardChrome],
  )
  const [range, setRange] = useState<ItemRange>({ start: 0, end: 0 })

  const update = useCallback(() => {
    const element = containerRef.current
    if (!element) return
    const next = visibleRange(layout, count, element.getBoundingClientRect().top, window.innerHeight, OVERSCAN_ROWS)
    setRange((previous) => (sameRange(previous, next) ? previous : next))
  }, [containerRef, layout, count])

  useLayoutEffect(() => {
    const element = containerRef.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth || FALLBACK_WIDTH)
    measure()
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure)
      return () => window.removeEventListener('resize', measure)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [containerRef])

  useLayoutEffect(() => {
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        update()
      })
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [update])

  // A new result count or layout changes what is on screen without any scroll.
  useLayoutEffect(update, [update])

  return { layout, range }
}
