import { describe, expect, it } from 'vitest'
import { PRERENDERED_READS_ID } from '@/shared/remote/useRemoteData'
import { pageDocument } from './pageDocument'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's own description." />
    <title>MoveTime</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root">
      <div class="boot-splash"><div>MoveTime</div></div>
    </div>
    <div id="after">kept</div>
  </body>
</html>
`

const page = () =>
  pageDocument(shell, {
    head: '<title>FAQ</title>\n    <meta name="description" content="Quick answers." />',
    stylesheets: ['/assets/FaqPage-1.css'],
    modulePreloads: ['/assets/FaqPage-1.js'],
    rootHtml: '<main><h1>Frequently asked questions</h1></main>',
    path: '/faq',
    reads: { 'cms:faq': [{ key: 'title', value: 'Ends with </script>' }] },
  })

describe('a prerendered page in the built shell', () => {
  it('draws the page in #root instead of the splash, marked with the path it was rendered for', () => {
    const html = page()
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>Frequently asked questions</h1></main></div>')
    expect(html).not.toContain('boot-splash')
    expect(html).toContain('<div id="after">kept</div>')
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
  })

  it('has one title and one description, the page’s, and links the page’s styles and code', () => {
    const html = page()
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>FAQ</title>')
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/FaqPage-1.css" />')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/FaqPage-1.js" />')
    expect(html.indexOf('FaqPage-1.css')).toBeLessThan(html.indexOf('</head>'))
  })

  it('asks for every stylesheet, the shell’s then the page’s, before a script: the first paint waits for them', () => {
    const html = page()
    const order = ['index-1.css', 'FaqPage-1.css', 'index-1.js', 'react-1.js', 'FaqPage-1.js'].map((file) => html.indexOf(file))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(html.match(/index-1\.css/g)).toHaveLength(1)
  })

  it('embeds the reads as JSON that no text in it can close', () => {
    const parsed = new DOMParser().parseFromString(page(), 'text/html')
    const script = parsed.getElementById(PRERENDERED_READS_ID)
    expect(script?.getAttribute('type')).toBe('application/json')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ 'cms:faq': [{ key: 'title', value: 'Ends with </script>' }] })
    expect(parsed.getElementById('after')?.textContent).toBe('kept')
  })

  it('leaves the 404 page unmarked, so the app never hydrates it at another address', () => {
    const html = pageDocument(shell, { head: '', stylesheets: [], modulePreloads: [], rootHtml: '<h1>404</h1>', path: null, reads: {} })
    expect(html).toContain('<div id="root"><h1>404</h1></div>')
  })
})
