import { describe, expect, it, vi } from 'vitest'
import { ANALYTICS_LIMITS } from '@/api/analytics/analyticsTypes'
import { createSnapshotParts } from './snapshotParts'

describe('snapshot parts', () => {
  it('cuts the events into numbered parts that fit, and hands out the same part until it is acknowledged', () => {
    const parts = createSnapshotParts(vi.fn())
    for (const event of ['{"a":1}', '{"b":2}', '{"c":3}']) parts.add(event)
    const first = parts.take(18)
    expect(first).toEqual({ number: 1, text: '[{"a":1},{"b":2}]' })
    expect(parts.take(18)).toBe(first)
    parts.acknowledge(first!)
    expect(parts.take(18)).toEqual({ number: 2, text: '[{"c":3}]' })
  })

  it('ends snapshots when one event cannot fit a part, or the visit’s allowance is used up', () => {
    const onFull = vi.fn()
    const parts = createSnapshotParts(onFull)
    parts.add('x'.repeat(ANALYTICS_LIMITS.htmlCopyPart))
    expect(parts.take(ANALYTICS_LIMITS.htmlCopyPart)).toBeNull()
    expect(onFull).toHaveBeenCalledTimes(1)
  })

  it('forgets what was not sent when dropped', () => {
    const parts = createSnapshotParts(vi.fn())
    parts.add('{}')
    parts.take(100)
    parts.drop()
    expect(parts.waiting).toBe(false)
    expect(parts.take(100)).toBeNull()
  })
})
