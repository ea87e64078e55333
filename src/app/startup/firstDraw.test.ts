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

describe('afterFirstDraw', () => {
  it('waits for the first page to draw, however idle the browser is before that', () => {
    const run = vi.fn()
    afterFirstDraw(run)
    vi.advanceTimersByTime(4000)
    expect(run).not.toHaveBeenCalled()

    markFirstDraw()
    vi.advanceTimersByTime(20)
    expect(hasDrawnFirstPage()).toBe(true)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1500)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs soon when the page has already drawn', () => {
    markFirstDraw()
    vi.advanceTimersByTime(20)
    const run = vi.fn()
    afterFirstDraw(run)
    vi.advanceTimersByTime(1500)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('still runs when no page ever draws', () => {
    const run = vi.fn()
    afterFirstDraw(run)
    vi.advanceTimersByTime(4999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1500)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled, before or after the draw', () => {
    const early = vi.fn()
    const late = vi.fn()
    afterFirstDraw(early)()
    const cancelLate = afterFirstDraw(late)
    markFirstDraw()
    vi.advanceTimersByTime(20)
    cancelLate()
    vi.advanceTimersByTime(10_000)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
