// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { faqItemsShape, highlightsShape, lineShape, readJson } from './cmsShapes'

afterEach(() => vi.restoreAllMocks())

describe('the shapes of json CMS entries', () => {
  it('keeps items whose required fields are text and whose optional ones are text when present', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const value = [
      { title: 'Video', text: 'Clips', icon: 'video' },
      { title: 'No icon', text: 'Fine' },
      { title: 'Bad icon', text: 'Wrong', icon: 3 },
      { title: '  ', text: 'Blank title' },
      'just words',
    ]
    expect(highlightsShape(value, 'home › highlights')).toEqual([
      { title: 'Video', text: 'Clips', icon: 'video' },
      { title: 'No icon', text: 'Fine' },
    ])
  })

  it('refuses a value that is not a list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(faqItemsShape({ question: 'Q', answer: 'A' }, 'faq › items')).toBeNull()
    expect(warn).toHaveBeenCalledWith('[site] CMS entry faq › items: expected a JSON list')
  })

  it('reads a line of words and links to site pages', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(lineShape(['Read the ', { text: 'FAQ', page: 'faq' }, { text: 'no page' }, '.'], 'home › install_more')).toEqual([
      'Read the ',
      { text: 'FAQ', page: 'faq' },
      '.',
    ])
  })

  it('parses then checks, null on either failure', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(readJson('[{"question":"Q","answer":"A"}]', faqItemsShape, 'faq › items')).toEqual([{ question: 'Q', answer: 'A' }])
    expect(readJson('{oops', faqItemsShape, 'faq › items')).toBeNull()
    expect(readJson('"a string"', faqItemsShape, 'faq › items')).toBeNull()
  })
})
