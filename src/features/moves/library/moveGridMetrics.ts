import type { GridMetrics } from './gridWindow'

/**
 * The library grid's geometry. Must agree with moveCard.css (4:3 poster, the body's fixed height,
 * 1px borders) and virtualMoveGrid.css (the gap): two columns from a 360 px phone, four at most.
 */
export const MOVE_GRID_METRICS: GridMetrics = { minColumnWidth: 150, maxColumns: 4, gap: 12, posterRatio: 3 / 4, cardBodyHeight: 92, cardChrome: 2 }
