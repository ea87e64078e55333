// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newIdempotencyKey } from './idempotencyKey'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('makes a different version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('still works where randomUUID is missing (plain http on a LAN)', () => {
    const { getRandomValues } = crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) })
    const key = newIdempotencyKey()
    expect(key).toMatch(UUID_V4)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
