// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matchesDeclared, sniffType } from './sniffType'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)))

describe('sniffType', () => {
  it('reads the accepted kinds from their first bytes', () => {
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypisom'))?.type).toBe('video/mp4')
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))?.type).toBe('video/webm')
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg')
    expect(sniffType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.type).toBe('image/png')
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.type).toBe('image/webp')
    expect(sniffType(bytes('WEBVTT - Squat\n\n'))?.type).toBe('text/vtt')
    expect(sniffType(bytes([0xef, 0xbb, 0xbf], 'WEBVTT'))?.type).toBe('text/vtt')
  })

  it('refuses everything else, however it starts', () => {
    for (const sample of [
      bytes('0123456789abcdef'),
      bytes('<!doctype html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a'),
      bytes('WEBVTTX'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes([0, 0, 0, 0x18], 'ftypavif'),
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'),
      bytes(),
    ]) {
      expect(sniffType(sample)).toBeNull()
    }
  })

  it('matches a declared type by its family; an empty or generic one defers to the bytes', () => {
    const png = { type: 'image/png', kind: 'image' } as const
    expect(matchesDeclared(png, 'image/jpeg')).toBe(true)
    expect(matchesDeclared(png, '')).toBe(true)
    expect(matchesDeclared(png, 'application/octet-stream')).toBe(true)
    expect(matchesDeclared(png, 'video/mp4')).toBe(false)
    expect(matchesDeclared(png, 'text/html')).toBe(false)
  })
})
