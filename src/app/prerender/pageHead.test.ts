// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clip, escapeHtml, headTags, scriptJson, type PageHead } from './pageHead'

const head: PageHead = {
  title: 'Warm-ups that "work" & <last>',
  description: 'Ten minutes before every session.',
  canonical: 'https://movetime.example/blog/warm-ups',
  type: 'article',
  image: { url: 'https://movetime.example/media/cover.jpg', alt: 'A lunge' },
  largeImage: true,
  jsonLd: [{ '@type': 'BlogPosting', headline: 'Ends with </script><script>alert(1)</script>' }],
}

describe('the head of a prerendered page', () => {
  it('names the page for search results and link previews', () => {
    const tags = headTags(head)
    expect(tags).toContain('<title>Warm-ups that &quot;work&quot; &amp; &lt;last&gt;</title>')
    expect(tags).toContain('<meta name="description" content="Ten minutes before every session." />')
    expect(tags).toContain('<link rel="canonical" href="https://movetime.example/blog/warm-ups" />')
    expect(tags).toContain('<meta property="og:type" content="article" />')
    expect(tags).toContain('<meta property="og:url" content="https://movetime.example/blog/warm-ups" />')
    expect(tags).toContain('<meta property="og:image" content="https://movetime.example/media/cover.jpg" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(tags).not.toContain('robots')
  })

  it('keeps a page with no address of its own out of search results, without a canonical link', () => {
    const tags = headTags({ ...head, canonical: null, noindex: true, largeImage: false })
    expect(tags).toContain('<meta name="robots" content="noindex" />')
    expect(tags).not.toContain('canonical')
    expect(tags).not.toContain('og:url')
    expect(tags).toContain('<meta name="twitter:card" content="summary" />')
  })

  it('writes JSON-LD that no text in it can close, and that reads back as written', () => {
    const script = headTags(head).match(/<script type="application\/ld\+json">(.*?)<\/script>/)
    expect(script).not.toBeNull()
    expect(script![1]).not.toContain('<')
    expect(JSON.parse(script![1]!)).toEqual(head.jsonLd[0])
  })

  it('escapes what an attribute or a script could be closed with', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
    const value = { text: '</script><!-- \u2028 & >' }
    expect(scriptJson(value)).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(scriptJson(value))).toEqual(value)
  })

  it('clips a long description at a word, and leaves a short one alone', () => {
    expect(clip('  Short   and sweet. ')).toBe('Short and sweet.')
    const long = 'Strength training twice a week builds muscle, protects joints and keeps you moving well for years, '.repeat(3)
    const clipped = clip(long)
    expect(clipped.length).toBeLessThanOrEqual(160)
    expect(clipped.endsWith('…')).toBe(true)
    expect(long.startsWith(clipped.slice(0, -1))).toBe(true)
    expect(clipped).not.toMatch(/\s…$/)
  })
})
