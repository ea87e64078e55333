// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { choices, clip } from './listParts'

describe('list parts', () => {
  it('capitalises each value for its option label and keeps the value', () => {
    expect(choices(['beginner', 'advanced'])).toEqual([
      { value: 'beginner', label: 'Beginner' },
      { value: 'advanced', label: 'Advanced' },
    ])
  })

  it('cuts long text to the length with an ellipsis, and leaves short text alone', () => {
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clip('abcd', 4)).toBe('abcd')
  })
})
