// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BLOG_LIMITS, excerptFromMarkdown, isBlogSlug, readingMinutes, slugify } from './blogRules'

describe('blog slugs', () => {
  it('are made from titles: accents dropped, lowercase, single hyphens', () => {
    expect(slugify('Kettlebell Swing 101: Hinge, Don’t Squat')).toBe('kettlebell-swing-101-hinge-don-t-squat')
    expect(slugify('  Crème brûlée  Core!! ')).toBe('creme-brulee-core')
    expect(slugify('!!!')).toBe('')
  })

  it('never read as an id: digits alone get a prefix', () => {
    expect(slugify('2024')).toBe('post-2024')
    expect(slugify('2024', 'tag')).toBe('tag-2024')
    expect(isBlogSlug('2024')).toBe(false)
    expect(isBlogSlug('post-2024')).toBe(true)
  })

  it('fit the limit, cut at a word', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(BLOG_LIMITS.slug)
    expect(slug.endsWith('-')).toBe(false)
    expect(isBlogSlug(slug)).toBe(true)
  })

  it('refuse capitals, spaces, double hyphens and edge hyphens', () => {
    for (const bad of ['Squat', 'deep squat', 'deep--squat', '-squat', 'squat-', '']) expect(isBlogSlug(bad)).toBe(false)
  })
})

describe('reading time', () => {
  it('counts words at 200 a minute, at least one minute, not counting link targets or marks', () => {
    expect(readingMinutes('Short.')).toBe(1)
    expect(readingMinutes('word '.repeat(600))).toBe(3)
    const linked = `${'word '.repeat(200)} [a move](/move?id=1&very=long&target=with&many=parts)`
    expect(readingMinutes(linked)).toBe(1)
  })
})

describe('excerpts made from a body', () => {
  it('take the first paragraph of text, as plain text', () => {
    expect(excerptFromMarkdown('# Title\n\n- a list\n\nThe **first** [real](/x) paragraph.\n\nThe second.')).toBe('The first real paragraph.')
  })

  it('are cut at a word with an ellipsis when long', () => {
    const excerpt = excerptFromMarkdown('word '.repeat(200))
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_LIMITS.excerpt)
    expect(excerpt.endsWith('word…')).toBe(true)
  })
})
