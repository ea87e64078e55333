import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstDraw, forgetFirstDraw, hasDrawnFirstPage, markFirstDraw } from './firstDraw'

beforeEach(() => {
  vi.useFakeTimers()
  forgetFirstDraw()
})

afterEach(() => {
  vi.useRealTimers()
  forgetFirstDraw()
})

describe('afterFirstDraw', async () => {
  it('waits for the first page to draw, however idle the browser is before that', async () => {
    const run = vi.fn()
    afterFirstDraw(run)
    await vi.advanceTimersByTimeAsync(4000)
    expect(run).not.toHaveBeenCalled()

    markFirstDraw()
    await vi.advanceTimersByTimeAsync(20)
    expect(hasDrawnFirstPage()).toBe(true)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1500)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs soon when the page has already drawn', async () => {
    markFirstDraw()
    await vi.advanceTimersByTimeAsync(20)
    const run = vi.fn()
    afterFirstDraw(run)
    await vi.advanceTimersByTimeAsync(1500)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('still runs when no page ever draws', async () => {
    const run = vi.fn()
    afterFirstDraw(run)
    await vi.advanceTimersByTimeAsync(4999)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1500)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled, before or after the draw', async () => {
    const early = vi.fn()
    const late = vi.fn()
    afterFirstDraw(early)()
    const cancelLate = afterFirstDraw(late)
    markFirstDraw()
    await vi.advanceTimersByTimeAsync(20)
    cancelLate()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
