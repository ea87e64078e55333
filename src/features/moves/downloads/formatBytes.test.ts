// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatBytes } from './formatBytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1_000, '1 KB'],
    [12_345_678, '12 MB'],
    [1_200_000_000, '1.2 GB'],
    [9_960_000, '10 MB'],
    [2_500_000_000_000, '2.5 TB'],
  ])('%d bytes reads "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
