// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

const links = (text: string) => linkify(text).filter((segment) => segment.kind === 'link').map((segment) => segment.text)

describe('linkify', () => {
  it('gives plain text back as one text segment', () => {
    expect(linkify('Leg day again')).toEqual([{ kind: 'text', text: 'Leg day again' }])
    expect(linkify('')).toEqual([])
  })

  it('finds http and https links between text, keeping every character', () => {
    const text = 'See https://movetime.app/move?id=12 and http://example.com/a#b now'
    const segments = linkify(text)
    expect(segments).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://movetime.app/move?id=12', href: 'https://movetime.app/move?id=12' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.com/a#b', href: 'http://example.com/a#b' },
      { kind: 'text', text: ' now' },
    ])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
  })

  it('leaves sentence punctuation after a link outside it', () => {
    expect(links('Try https://example.com/squat.')).toEqual(['https://example.com/squat'])
    expect(links('(see https://example.com/a), then')).toEqual(['https://example.com/a'])
    expect(links('Really? https://example.com/x?!')).toEqual(['https://example.com/x'])
    expect(links('"https://example.com/q"')).toEqual(['https://example.com/q'])
  })

  it('keeps a closing bracket the link opened', () => {
    expect(links('https://en.wikipedia.org/wiki/Plank_(exercise).')).toEqual(['https://en.wikipedia.org/wiki/Plank_(exercise)'])
  })

  it('never makes a link of other schemes or of HTML', () => {
    expect(links('javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c ftp://x.y')).toEqual([])
    const html = '<img src=x onerror=alert(1)>'
    expect(linkify(html)).toEqual([{ kind: 'text', text: html }])
    expect(links('<a href="https://evil.example/">x</a>')).toEqual(['https://evil.example/'])
  })

  it('ignores a scheme with no host', () => {
    expect(links('https:// and http://')).toEqual([])
  })

  it('matches the scheme in upper or lower case and finds links touching line breaks', () => {
    expect(links('HTTPS://Example.com/A\nnext')).toEqual(['HTTPS://Example.com/A'])
  })
})
