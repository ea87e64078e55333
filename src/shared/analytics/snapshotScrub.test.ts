// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { maskText, scrubSnapshotEvent, withoutQuery } from './snapshotScrub'

const PAGE = 'https://movetime.example/user/view-moves/:id'

/** A full snapshot (rrweb event type 2) of a small page: an element (2) with attributes, a text (3), a style text, a comment (5). */
const fullSnapshot = {
  type: 2,
  timestamp: 1,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        {
          type: 2,
          id: 2,
          tagName: 'img',
          attributes: { alt: 'Maya Thompson', title: 'maya@example.com', src: '/mock-files/7.webp?token=secret#x', class: 'avatar', 'data-user': 'maya@example.com', 'aria-label': 'Photo of Maya' },
          childNodes: [],
        },
        { type: 2, id: 3, tagName: 'a', attributes: { href: '/user/reset?token=abc123', 'aria-describedby': 'hint' }, childNodes: [{ type: 3, id: 4, textContent: 'Reset for maya@example.com' }] },
        { type: 2, id: 5, tagName: 'style', attributes: {}, childNodes: [{ type: 3, id: 6, textContent: '.a { color: red }', isStyle: true }] },
        { type: 5, id: 7, textContent: 'card holder Jane Q Public' },
        { type: 2, id: 8, tagName: 'input', attributes: { type: 'text', value: 'Jane Q Public', placeholder: 'Name on card', srcset: '/a.png?x=1 1x, /b.png?y=2 2x' }, childNodes: [] },
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
}

describe('snapshot scrubbing', () => {
  it('masks every visible character and keeps the spacing', () => {
    expect(maskText('Hi Maya,  you')).toBe('** *****  ***')
  })

  it('keeps a link’s path and drops its query and fragment', () => {
    expect(withoutQuery('/user/reset?token=abc#top')).toBe('/user/reset')
    expect(withoutQuery('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })

  it('leaves no word of a person in a full snapshot: text, comments, word attributes, data-*, queries', () => {
    const clean = scrubSnapshotEvent(fullSnapshot, PAGE)
    const text = JSON.stringify(clean)
    for (const secret of ['Maya', 'maya@example.com', 'secret', 'abc123', 'Jane', 'Public', 'Name on card', 'x=1']) expect(text).not.toContain(secret)
    // The page's shape and its CSS stay.
    expect(text).toContain('.a { color: red }')
    expect(text).toContain('"class":"avatar"')
    expect(text).toContain('"src":"/mock-files/7.webp"')
    expect(text).toContain('"aria-describedby":"hint"')
  })

  it('masks text and attribute changes and added nodes in mutations, and input values', () => {
    const mutation = {
      type: 3,
      data: {
        source: 0,
        texts: [{ id: 4, value: 'Hello Sofia' }],
        attributes: [{ id: 2, attributes: { title: 'Sofia Marquez', 'data-email': 'sofia@example.com', style: { color: 'red' } } }],
        adds: [{ parentId: 1, nextId: null, node: { type: 3, id: 9, textContent: 'See you at 7, Sofia' } }],
        removes: [],
      },
    }
    const text = JSON.stringify(scrubSnapshotEvent(mutation, PAGE))
    expect(text).not.toMatch(/Sofia|sofia|Hello/)
    expect(text).toContain('"color":"red"')
    const input = JSON.stringify(scrubSnapshotEvent({ type: 3, data: { source: 5, id: 8, text: '4242 4242 4242 4242', isChecked: false } }, PAGE))
    expect(input).not.toContain('4242')
  })

  it('shows the page by its route pattern, not its address', () => {
    const meta = scrubSnapshotEvent({ type: 4, data: { href: 'https://movetime.example/user/view-moves/12?share=maya', width: 390, height: 844 } }, PAGE)
    expect(meta).toEqual({ type: 4, data: { href: PAGE, width: 390, height: 844 } })
  })

  it('passes mouse moves and scrolls as they are', () => {
    const scroll = { type: 3, data: { source: 3, id: 1, x: 0, y: 200 } }
    expect(scrubSnapshotEvent(scroll, PAGE)).toEqual(scroll)
  })
})
