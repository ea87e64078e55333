import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './renderMarkdown'
import { sanitiseHtml, sanitiseHtmlWithReport } from './sanitiseHtml'

/** The sanitised HTML, parsed again as a browser would, to look for anything that could run. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = sanitiseHtml(html)
  return host
}

function runnable(host: HTMLElement): string[] {
  const found: string[] = []
  for (const element of host.querySelectorAll('*')) {
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'link', 'meta'].includes(element.localName)) found.push(element.localName)
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(attribute.name)
      // eslint-disable-next-line no-control-regex -- browsers skip control characters inside a scheme
      const compact = attribute.value.replace(/[\s\u0000-\u001f]/g, '')
      if (/^(javascript|vbscript|data):/i.test(compact) && element.localName !== 'img') found.push(attribute.value)
    }
  }
  return found
}

const HOSTILE = [
  '<script>window.__pwned = true</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__pwned = true">',
  '<img src="x" ONERROR=alert(1) onload=alert(2)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<style>body { background: red }</style>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<form action="https://evil.example"><input name=q><button formaction="javascript:alert(1)">go</button></form>',
  '<body onload=alert(1)>body</body>',
  '<details open ontoggle=alert(1)>toggle</details>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<p><!-- <img src=x onerror=alert(1)> --></p>',
  '<video><source onerror=alert(1)></video>',
]

describe('sanitiseHtml', () => {
  it.each(HOSTILE)('leaves nothing that can run in %s', (html) => {
    expect(runnable(parsed(html))).toEqual([])
  })

  it('removes scripts and handlers, and says what it took out', () => {
    const host = parsed('<p>Hello</p><script>window.__pwned = true</script>')
    expect(host.querySelector('script')).toBeNull()
    expect(host.textContent).toBe('Hello')
    expect(sanitiseHtmlWithReport('<p>Hi</p><script>x()</script><img src=a onerror=b()>').removed).toEqual(['script', 'onerror attribute'])
    expect(sanitiseHtmlWithReport('<p>Plain</p>').removed).toEqual([])
  })

  it('marks links that leave the site, and only those', () => {
    const host = parsed('<a href="https://example.org/x">out</a><a href="//cdn.example.org">also out</a><a href="/plans">in</a>')
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('rel'))).toEqual(['noopener noreferrer', 'noopener noreferrer', null])
  })

  it('gives an image written without alt text an empty one, and keeps the alt text it has', () => {
    const host = parsed('<img src="/a.webp"><img src="/b.webp" alt="A squat">')
    expect([...host.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['', 'A squat'])
  })

  it('keeps the markup of an ordinary email', () => {
    const email =
      '<table width="100%" cellpadding="0"><tr><td align="center" style="color:#333"><h1>Hi {{first_name}}</h1>' +
      '<p>Your <strong>plan</strong> renews.</p><a href="https://movetime.app/user/plans" target="_blank">Plans</a>' +
      '<img src="/media/logo.png" alt="MoveTime"><a href="{{link}}">Open</a><a href="mailto:help@movetime.app">Help</a></td></tr></table>'
    const host = parsed(email)
    expect(host.querySelector('h1')?.textContent).toBe('Hi {{first_name}}')
    expect(host.querySelector('td')?.getAttribute('style')).toBe('color:#333')
    expect(host.querySelector('a[target]')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/media/logo.png')
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://movetime.app/user/plans', '{{link}}', 'mailto:help@movetime.app'])
  })

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitiseHtml('<custom-tag>kept <b>bold</b></custom-tag>')).toBe('kept <b>bold</b>')
  })

  it('keeps web, mail and phone links, relative links and template variables', () => {
    const links = ['https://a.example', 'mailto:a@b.c', 'tel:+15551234', '/user/plans', '#top', '{{link}}']
    const host = parsed(links.map((href) => `<a href="${href}">x</a>`).join(''))
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(links)
  })
})

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, tables, links and code', () => {
    const html = renderMarkdown('# Welcome\n\nMove **daily**, *gently*.\n\n- one\n- two\n\n1. first\n\n[Plans](/user/plans) and `code`\n\n```\n<b>raw</b>\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    expect(html).toContain('<h1>Welcome</h1>')
    expect(html).toContain('<strong>daily</strong>')
    expect(html).toContain('<em>gently</em>')
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/)
    expect(html).toContain('<a href="/user/plans">Plans</a>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<pre><code>&lt;b&gt;raw&lt;/b&gt;\n</code></pre>')
    expect(html).toContain('<td>2</td>')
  })

  it('lets nothing in Markdown run: raw scripts, handlers and script links', () => {
    const html = renderMarkdown('<script>window.__pwned = 1</script>\n\n[x](javascript:alert(1)) ![i](javascript:alert(2)) <img src=x onerror=alert(1)>\n\n<a href="JaVaScRiPt:alert(3)">y</a>')
    const host = document.createElement('div')
    host.innerHTML = html
    expect(runnable(host)).toEqual([])
    expect(host.querySelector('script')).toBeNull()
    expect(host.querySelector('img')?.hasAttribute('onerror') ?? false).toBe(false)
    expect([...host.querySelectorAll('a')].every((link) => !/script:/i.test(link.getAttribute('href') ?? ''))).toBe(true)
  })

  it('marks external links in Markdown', () => {
    expect(renderMarkdown('[Out](https://example.org)')).toContain('<a href="https://example.org" rel="noopener noreferrer">Out</a>')
  })
})
