import { describe, expect, it } from 'vitest'
import { CRLF, escapeText, foldLine, icsDocument, paramValue, unfold } from './icsText'

const encoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })
const octets = (text: string) => encoder.encode(text).length
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Splits the folded text's bytes at CRLF and decodes each physical line strictly. */
function physicalLinesFromBytes(text: string): string[] {
  const bytes = encoder.encode(text)
  const lines: string[] = []
  let from = 0
  for (let i = 0; i < bytes.length - 1; i += 1) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(strictDecoder.decode(bytes.slice(from, i)))
      from = i + 2
      i += 1
    }
  }
  lines.push(strictDecoder.decode(bytes.slice(from)))
  return lines
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
    expect(escapeText('Knees: "easy"')).toBe('Knees: "easy"')
  })

  it('escapes a backslash before the characters it escapes, never twice', () => {
    expect(escapeText('\\;')).toBe('\\\\\\;')
    expect(escapeText('\\n')).toBe('\\\\n')
  })
})

describe('paramValue', () => {
  it('quotes a value holding a colon, semicolon or comma and drops quotes and controls', () => {
    expect(paramValue('Ana Silva')).toBe('Ana Silva')
    expect(paramValue('Silva, Ana')).toBe('"Silva, Ana"')
    expect(paramValue('Dr: Ana; PT')).toBe('"Dr: Ana; PT"')
    expect(paramValue('Ana "the coach"\n')).toBe('Ana the coach')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}${CRLF} x`)
  })

  it('folds long ASCII into 75-octet lines, continuation lines counting their space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`
    const folded = foldLine(line)
    const physical = folded.split(CRLF)
    expect(physical[0]).toHaveLength(75)
    for (const piece of physical.slice(1, -1)) {
      expect(piece.startsWith(' ')).toBe(true)
      expect(piece).toHaveLength(75)
    }
    expect(unfold(folded)).toBe(line)
  })

  it('never splits a UTF-8 sequence or a surrogate pair, whatever the offset', () => {
    const text = 'Stretch 🧘‍♀️ then squat 🏋️ — café, naïve, 日本語, 👍🏽👨‍👩‍👧‍👦 '.repeat(6)
    for (let offset = 0; offset < 8; offset += 1) {
      const line = `SUMMARY:${'x'.repeat(offset)}${text}`
      const folded = foldLine(line)
      const physical = physicalLinesFromBytes(folded)
      expect(physical.length).toBeGreaterThan(5)
      physical.forEach((piece, index) => {
        expect(octets(piece)).toBeLessThanOrEqual(75)
        expect(LONE_SURROGATE.test(piece)).toBe(false)
        if (index > 0) expect(piece.startsWith(' ')).toBe(true)
      })
      expect(unfold(folded)).toBe(line)
    }
  })

  it('fills lines as far as a 4-octet character allows', () => {
    // 'X:' and 18 emoji of 4 octets make 74; a 19th would make 78.
    const folded = foldLine(`X:${'😀'.repeat(40)}`)
    const [first, second] = folded.split(CRLF)
    expect(octets(first as string)).toBe(74)
    // ' ' + 18 emoji = 73 octets; a 19th would make 77.
    expect(octets(second as string)).toBe(73)
  })
})

describe('icsDocument', () => {
  it('folds every line and joins with CRLF, ending with one', () => {
    const document = icsDocument(['BEGIN:VCALENDAR', `X-NOTE:${'é'.repeat(60)}`, 'END:VCALENDAR'])
    expect(document.endsWith(CRLF)).toBe(true)
    expect(/(?<!\r)\n|\r(?!\n)/.test(document)).toBe(false)
    for (const line of physicalLinesFromBytes(document)) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(unfold(document).split(CRLF)).toEqual(['BEGIN:VCALENDAR', `X-NOTE:${'é'.repeat(60)}`, 'END:VCALENDAR', ''])
  })
})
