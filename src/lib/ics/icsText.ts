/**
 * iCalendar (RFC 5545) text rules: TEXT escaping (§3.3.11), parameter quoting (§3.2) and content
 * line folding (§3.1): lines longer than 75 octets of UTF-8 continue on the next line after one
 * space, and a fold never splits a character, so a viewer that unfolds byte-wise still sees
 * whole characters. Lines end with CRLF.
 */

export const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * A parameter value (CN=…): quoted when it holds `:` `;` or `,`. A quoted value cannot hold a
 * double quote or a control character, so those are dropped.
 */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '')
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/** One content line folded at 75 octets; the pieces are joined with CRLF and a space. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  // Continuation lines begin with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS
  // for…of walks code points, so a surrogate pair (an emoji) is never cut in two.
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) as number)
    if (octets + size > limit) {
      pieces.push(piece)
      piece = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join(`${CRLF} `)
}

/** Content lines folded and joined with CRLF, ending with one. */
export function icsDocument(lines: string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** Undoes folding: CRLF followed by one space or tab is removed. */
export function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '')
}
