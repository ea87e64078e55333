/** The geometry of the library's grid at one container width. */
export interface GridLayout {
  columns: number
  columnWidth: number
  /** One card's height. */
  cardHeight: number
  /** Card plus the gap under it: the distance between row tops. */
  rowStride: number
  gap: number
}

export interface GridMetrics {
  minColumnWidth: number
  /** No more columns than this, however wide: past it, cards grow instead. */
  maxColumns: number
  gap: number
  /** The poster's height over its width (3/4 for the cards' 4:3 photos; see moveCard.css). */
  posterRatio: number
  /** The fixed part of a card under its poster (see moveCard.css). */
  cardBodyHeight: number
  /** Card borders, top and bottom together. */
  cardChrome: number
}

export function gridLayout(width: number, { minColumnWidth, maxColumns, gap, posterRatio, cardBodyHeight, cardChrome }: GridMetrics): GridLayout {
  const usable = Math.max(width, minColumnWidth)
  const columns = Math.min(maxColumns, Math.max(1, Math.floor((usable + gap) / (minColumnWidth + gap))))
  const columnWidth = (usable - gap * (columns - 1)) / columns
  const cardHeight = Math.ceil(columnWidth * posterRatio) + cardBodyHeight + cardChrome
  return { columns, columnWidth, cardHeight, rowStride: cardHeight + gap, gap }
}

export interface ItemRange {
  /** First rendered index. */
  start: number
  /** One past the last rendered index. */
  end: number
}

/**
 * The items whose rows meet the viewport, plus `overscanRows` above and below so a fast scroll or
 * a Tab to the next card finds it already rendered. `gridTop` is the grid's top relative to the
 * viewport (negative once scrolled past).
 */
export function visibleRange(layout: GridLayout, count: number, gridTop: number, viewportHeight: number, overscanRows: number): ItemRange {
  const rows = Math.ceil(count / layout.columns)
  if (rows === 0) return { start: 0, end: 0 }
  const firstRow = Math.floor(Math.max(0, -gridTop) / layout.rowStride) - overscanRows
  const lastRow = Math.ceil(Math.max(0, viewportHeight - gridTop) / layout.rowStride) + overscanRows
  const start = Math.min(rows, Math.max(0, firstRow)) * layout.columns
  const end = Math.min(count, Math.max(0, lastRow) * layout.columns)
  return { start: Math.min(start, end), end }
}

export function gridHeight(layout: GridLayout, count: number): number {
  const rows = Math.ceil(count / layout.columns)
  return rows === 0 ? 0 : rows * layout.rowStride - layout.gap
}

export function itemPosition(layout: GridLayout, index: number): { top: number; left: number } {
  const row = Math.floor(index / layout.columns)
  const column = index % layout.columns
  return { top: row * layout.rowStride, left: column * (layout.columnWidth + layout.gap) }
}
