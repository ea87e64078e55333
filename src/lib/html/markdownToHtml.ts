import { escapeHtml, isSafeUrl } from './sanitiseHtml'

/*
 * The Markdown a CMS entry holds, as HTML: headings, paragraphs, emphasis, inline code, code
 * blocks, lists, quotes, rules, links and images. Every character of the source is escaped
 * first, so HTML written inside Markdown shows as text; links keep only safe addresses. Callers
 * still pass the result through sanitiseHtml and show it sandboxed, like any other HTML.
 */

function inline(text: string): string {
  const codes: string[] = []
  // Code spans first, so nothing inside them is read as emphasis or a link.
  let out = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${code}</code>`)
    return `\u0000${codes.length - 1}\u0000`
  })
  out = out.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt: string, url: string) =>
    isSafeUrl(url, 'image') ? `<img src="${url}" alt="${alt}">` : alt,
  )
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
    isSafeUrl(url) ? `<a href="${url}">${label}</a>` : label,
  )
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/__([^_]+)__/g, '<strong>$1</strong>')
  out = out.replace(/\*([^*]+)\*/g, '<em>$1</em>').replace(/(^|[^\w])_([^_]+)_(?!\w)/g, '$1<em>$2</em>')
  // eslint-disable-next-line no-control-regex -- the placeholder is a NUL no source text can contain after escaping
  return out.replace(/\u0000(\d+)\u0000/g, (_, index: string) => codes[Number(index)]!)
}

type Block = { kind: 'p' | 'ul' | 'ol' | 'quote'; lines: string[] }

export function markdownToHtml(markdown: string): string {
  const out: string[] = []
  let block: Block | null = null
  const flush = () => {
    if (!block) return
    if (block.kind === 'p') out.push(`<p>${block.lines.map(inline).join('<br>')}</p>`)
    if (block.kind === 'quote') out.push(`<blockquote><p>${block.lines.map(inline).join('<br>')}</p></blockquote>`)
    if (block.kind === 'ul' || block.kind === 'ol') out.push(`<${block.kind}>${block.lines.map((line) => `<li>${inline(line)}</li>`).join('')}</${block.kind}>`)
    block = null
  }
  const add = (kind: Block['kind'], line: string) => {
    if (block?.kind !== kind) {
      flush()
      block = { kind, lines: [] }
    }
    block!.lines.push(line)
  }

  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!
    if (/^\s*```/.test(line)) {
      flush()
      const code: string[] = []
      for (index += 1; index < lines.length && !/^\s*```/.test(lines[index]!); index += 1) code.push(lines[index]!)
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`)
      continue
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      out.push(`<h${heading[1]!.length}>${inline(heading[2]!.replace(/\s+#+\s*$/, ''))}</h${heading[1]!.length}>`)
      continue
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush()
      out.push('<hr>')
      continue
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line)
    if (bullet) {
      add('ul', bullet[1]!)
      continue
    }
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line)
    if (numbered) {
      add('ol', numbered[1]!)
      continue
    }
    const quote = /^\s*>\s?(.*)$/.exec(line)
    if (quote) {
      add('quote', quote[1]!)
      continue
    }
    if (line.trim() === '') {
      flush()
      continue
    }
    add('p', line.trim())
  }
  flush()
  return out.join('\n')
}
