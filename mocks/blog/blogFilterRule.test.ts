// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matchesRule } from './blogFilterRule'

const post = { category_id: 1, tag_ids: [10, 11] }

describe('the filter rule', () => {
  it('keeps every post when nothing is chosen, whichever the rule', () => {
    expect(matchesRule(post, { tagIds: [], categoryIds: [] }, 'all')).toBe(true)
    expect(matchesRule(post, { tagIds: [], categoryIds: [] }, 'any')).toBe(true)
  })

  it('all: every chosen tag must be on the post', () => {
    expect(matchesRule(post, { tagIds: [10, 11], categoryIds: [] }, 'all')).toBe(true)
    expect(matchesRule(post, { tagIds: [10, 12], categoryIds: [] }, 'all')).toBe(false)
  })

  it('rule any: one chosen tag is enough', () => {
    expect(matchesRule(post, { tagIds: [10, 12], categoryIds: [] }, 'any')).toBe(true)
    expect(matchesRule(post, { tagIds: [12, 13], categoryIds: [] }, 'any')).toBe(false)
  })

  it('tags and categories are one set of terms under the rule', () => {
    expect(matchesRule(post, { tagIds: [10], categoryIds: [1] }, 'all')).toBe(true)
    expect(matchesRule(post, { tagIds: [10], categoryIds: [2] }, 'all')).toBe(false)
    expect(matchesRule(post, { tagIds: [12], categoryIds: [1] }, 'any')).toBe(true)
    // A post has one category: two chosen categories under `all` keep none.
    expect(matchesRule(post, { tagIds: [], categoryIds: [1, 2] }, 'all')).toBe(false)
    expect(matchesRule(post, { tagIds: [], categoryIds: [1, 2] }, 'any')).toBe(true)
  })

  it('a post without a category or tags matches only an empty choice', () => {
    const bare = { category_id: null, tag_ids: [] }
    expect(matchesRule(bare, { tagIds: [10], categoryIds: [] }, 'any')).toBe(false)
    expect(matchesRule(bare, { tagIds: [], categoryIds: [1] }, 'all')).toBe(false)
  })
})
