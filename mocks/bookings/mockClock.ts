import { db } from '@mocks/db/db'

/**
 * The mock's clock for bookings: the real clock moved ahead by the developer control ("move the
 * mock clock"), so a reminder, a completed session or the end of a review's edit window can be
 * tried without waiting. The offset is a row of the database: it survives a reload of the browser
 * home and a restart of the HTTP home, and a reset (which reseeds) puts it back at zero. Every
 * time rule of the bookings family reads `mockNow()`, never the real clock.
 */

const CLOCK_ROW_ID = 1
const HOUR_MS = 3_600_000
/** A year either way is more than anything in the bookings family needs to try. */
export const MAX_CLOCK_HOURS = 24 * 366

export function clockOffsetMs(): number {
  return db.mock_clock.findFirst((q) => q.where({ id: CLOCK_ROW_ID }))?.offset_ms ?? 0
}

/** Epoch milliseconds on the mock's clock. */
export function mockNow(): number {
  return Date.now() + clockOffsetMs()
}

export interface MockClockState {
  now: string
  offset_ms: number
}

export function mockClockState(): MockClockState {
  const offset = clockOffsetMs()
  return { now: new Date(Date.now() + offset).toISOString(), offset_ms: offset }
}

async function setOffset(offsetMs: number): Promise<void> {
  const updated_at = new Date().toISOString()
  const existing = db.mock_clock.findFirst((q) => q.where({ id: CLOCK_ROW_ID }))
  if (existing) {
    await db.mock_clock.update((q) => q.where({ id: CLOCK_ROW_ID }), {
      data(row) {
        row.offset_ms = offsetMs
        row.updated_at = updated_at
      },
    })
    return
  }
  await db.mock_clock.create({ id: CLOCK_ROW_ID, offset_ms: offsetMs, updated_at })
}

/** Moves the clock ahead (or back, never before real time) by whole or fractional hours. */
export async function advanceMockClock(hours: number): Promise<MockClockState> {
  await setOffset(Math.max(0, Math.round(clockOffsetMs() + hours * HOUR_MS)))
  return mockClockState()
}

export async function resetMockClock(): Promise<MockClockState> {
  await setOffset(0)
  return mockClockState()
}
