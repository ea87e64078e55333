// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { lazyValue } from './lazyValue'

describe('lazyValue', () => {
  it('makes nothing until first asked, then makes once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }))
    const value = lazyValue(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a falsy value without making it again', () => {
    const make = vi.fn(() => 0)
    const value = lazyValue(make)
    expect([value(), value()]).toEqual([0, 0])
    expect(make).toHaveBeenCalledTimes(1)
  })
})
