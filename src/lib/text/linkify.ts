/**
 * Plain text cut into text and link segments, for text members wrote (chat messages). The caller
 * renders each segment as a React text node or an <a>: nothing is ever parsed as HTML, so
 * `<img src=x onerror=…>` stays those characters.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// A run of non-space characters starting with http:// or https:// (case-insensitive). Other schemes
// (javascript:, data:, mailto:) are never links: only these two can be opened safely in a new tab.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi

// Punctuation that usually ends the sentence around a link rather than the link itself.
const TRAILING = '.,;:!?\'"”’»)]}'
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' }

/** Drops trailing punctuation, but keeps a closing bracket the link itself opened (Wikipedia's "(film)"). */
function trimTrailing(candidate: string): string {
  let url = candidate
  while (url.length > 0 && TRAILING.includes(url[url.length - 1]!)) {
    const last = url[url.length - 1]!
    const opener = OPENER[last]
    if (opener && count(url, opener) >= count(url, last)) break
    url = url.slice(0, -1)
  }
  return url
}

function count(text: string, char: string): number {
  let n = 0
  for (const c of text) if (c === char) n += 1
  return n
}

/** A parsed http(s) URL with a host, else null. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url)
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return null
    return parsed.href
  } catch {
    return null
  }
}

/** The text as segments, in order; joined, their `text` is the input exactly. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let plain = ''
  let at = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    const url = trimTrailing(match[0])
    const href = url.length > 'https://'.length ? safeHref(url) : null
    if (href === null) continue
    plain += text.slice(at, start)
    if (plain) segments.push({ kind: 'text', text: plain })
    plain = ''
    segments.push({ kind: 'link', text: url, href })
    at = start + url.length
  }
  plain += text.slice(at)
  if (plain) segments.push({ kind: 'text', text: plain })
  return segments
}
