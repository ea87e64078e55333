/**
 * Test helper: the page's next paint, held back until the test lets it happen. Mock the module
 * with it: vi.mock('@/shared/remote/afterNextPaint', () => import('@/shared/remote/heldPaint.testing')).
 */
let paint: () => void = () => {}
const next = new Promise<void>((resolve) => {
  paint = resolve
})

export const afterNextPaint = () => next

/** Lets the held paint happen: everything waiting for it goes on. */
export const painted = () => paint()
