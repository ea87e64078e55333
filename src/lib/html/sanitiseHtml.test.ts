import { describe, expect, it } from 'vitest'
import { markdownToHtml } from './markdownToHtml'
import { isSafeUrl, sanitiseHtml, sanitiseHtmlWithReport } from './sanitiseHtml'

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

  it('turns a script into visible text instead of dropping it silently', () => {
    const host = parsed('<p>Hello</p><script>window.__pwned = true</script>')
    expect(host.querySelector('script')).toBeNull()
    expect(host.textContent).toContain('<script>window.__pwned = true</script>')
    expect(sanitiseHtmlWithReport('<script>x()</script><img src=a onerror=b()>').removed).toEqual(['script', 'onerror attribute'])
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
})

describe('isSafeUrl', () => {
  it('allows web, mail and phone links, relative links and template variables', () => {
    for (const url of ['https://a.example', 'http://a.example', 'mailto:a@b.c', 'tel:+15551234', '/user/plans', '#top', 'page.html', '{{link}}', '']) {
      expect(isSafeUrl(url), url).toBe(true)
    }
  })

  it('refuses script schemes however they are disguised, and data: except raster images', () => {
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd']) {
      expect(isSafeUrl(url), url).toBe(false)
    }
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true)
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBe(false)
  })
})

describe('markdownToHtml', () => {
  it('renders headings, emphasis, lists, links and code', () => {
    const html = markdownToHtml('# Welcome\n\nMove **daily**, *gently*.\n\n- one\n- two\n\n1. first\n\n[Plans](/user/plans) and `code`\n\n```\n<b>raw</b>\n```')
    expect(html).toContain('<h1>Welcome</h1>')
    expect(html).toContain('<strong>daily</strong>')
    expect(html).toContain('<em>gently</em>')
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>')
    expect(html).toContain('<ol><li>first</li></ol>')
    expect(html).toContain('<a href="/user/plans">Plans</a>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<pre><code>&lt;b&gt;raw&lt;/b&gt;</code></pre>')
  })

  it('shows HTML written in Markdown as text and drops unsafe links', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) ![i](javascript:alert(2)) <img src=x onerror=alert(1)>')
    const host = document.createElement('div')
    host.innerHTML = sanitiseHtml(html)
    expect(runnable(host)).toEqual([])
    expect(host.querySelector('a, img, script')).toBeNull()
    expect(host.textContent).toContain('<script>alert(1)</script>')
  })
})
