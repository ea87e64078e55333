/**
 * An upload's type, read from its first bytes rather than trusted from the request: a declared
 * type is whatever the sender typed, and serving HTML or SVG as "video/mp4" (or sniffed as HTML)
 * from the API origin would be stored script. Only what the move form uses is accepted.
 */

import { UPLOAD_LIMITS, type UploadKind } from '@/api/uploads/uploadTypes'

export type { UploadKind }

export interface SniffedType {
  type: 'video/mp4' | 'video/webm' | 'image/jpeg' | 'image/png' | 'image/webp' | 'text/vtt'
  kind: UploadKind
}

/** Per-kind caps, shared with the form, which checks them first: a poster needs far less than a video. */
export const UPLOAD_CAPS: Record<UploadKind, { bytes: number; label: string }> = UPLOAD_LIMITS

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0))

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte)

/** ISO media brands that are still images (HEIF, AVIF) or QuickTime, not MP4 video. */
const NON_MP4_BRANDS = /^(hei[cmsx]|hev[cmsx]|mif1|msf1|avif|avis|qt {2})$/

/** An ISO media "ftyp" box first; a brand, when there is one, that is not an image format's. */
function isMp4(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, 'ftyp')) return false
  return !NON_MP4_BRANDS.test(String.fromCharCode(...bytes.subarray(8, 12)))
}

/** EBML header whose DocType is "webm" (Matroska's own .mkv says "matroska"). */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false
  const head = bytes.subarray(0, 64)
  for (let i = 4; i < head.length - 6; i += 1) {
    if (head[i] === 0x42 && head[i + 1] === 0x82 && ascii(head, i + 3, 'webm')) return true
  }
  return false
}

/** "WEBVTT" (after an optional BOM), then a space, tab, line break or the end: the WebVTT signature. */
function isWebVtt(bytes: Uint8Array): boolean {
  const from = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0
  if (!ascii(bytes, from, 'WEBVTT')) return false
  const next = bytes[from + 6]
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d
}

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (isMp4(bytes)) return { type: 'video/mp4', kind: 'video' }
  if (isWebm(bytes)) return { type: 'video/webm', kind: 'video' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', kind: 'image' }
  // "\x89PNG": the non-ASCII first byte is what keeps a PNG from ever reading as text or markup.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { type: 'image/png', kind: 'image' }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { type: 'image/webp', kind: 'image' }
  if (isWebVtt(bytes)) return { type: 'text/vtt', kind: 'captions' }
  return null
}

/** The declared type's family ("video" of "video/mp4"); '' when nothing useful was declared. */
export function declaredFamily(declared: string): string {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === '' || type === 'application/octet-stream') return ''
  return type.split('/')[0] ?? ''
}

const FAMILY_OF: Record<UploadKind, string> = { video: 'video', image: 'image', captions: 'text' }

/** A file sent as one thing whose bytes are another (text labelled video/mp4) is refused, not relabelled. */
export function matchesDeclared(sniffed: SniffedType, declared: string): boolean {
  const family = declaredFamily(declared)
  return family === '' || family === FAMILY_OF[sniffed.kind]
}
