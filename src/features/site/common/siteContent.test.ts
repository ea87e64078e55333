// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { siteContent } from './siteContent'

const row = (id: number, key: string, value = key): CmsEntry => ({ id, page: 'terms', key, type: key.endsWith('_body') ? 'markdown' : 'text', value })

afterEach(() => vi.restoreAllMocks())

describe('a page’s entries', () => {
  it('finds entries by key and logs a missing one once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const content = siteContent('terms', [row(1, 'title', 'Terms of service')])
    expect(content.entry('title')?.value).toBe('Terms of service')
    expect(content.entry('lead')).toBeUndefined()
    expect(content.entry('lead')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('[site] CMS entry terms › lead: missing; nothing is drawn in its place')
  })

  it('orders numbered sections by number, not by key or id, pairing titles with bodies', () => {
    const content = siteContent('terms', [
      row(1, 'section_10_title'),
      row(2, 'section_2_body'),
      row(3, 'section_1_title'),
      row(4, 'section_2_title'),
      row(5, 'section_1_body'),
      row(6, 'section_x_title'),
      row(7, 'lead'),
    ])
    expect(content.sections().map(({ number, title, body }) => [number, title?.key, body?.key])).toEqual([
      [1, 'section_1_title', 'section_1_body'],
      [2, 'section_2_title', 'section_2_body'],
      [10, 'section_10_title', undefined],
    ])
  })
})
