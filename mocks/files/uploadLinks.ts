/**
 * Links to files: our own uploads (`/mock-files/{id}/{name}` on the mock's origin), the app's
 * shipped media (root-relative paths such as /media/videos/squat.mp4) and https: anywhere. One
 * check for every field that takes a media or photo link, so none is laxer than another.
 */

export const MAX_LINK_LENGTH = 2048

const UPLOAD_PATH = /^\/mock-files\/(\d{1,15})\/[^/]+$/

/** Backslashes (browsers read `/\host` as `//host`), whitespace and control characters. */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}]/u

function parse(link: string, base: string): URL | null {
  try {
    return new URL(link, base)
  } catch {
    return null
  }
}

/** The upload a stored link points at, whatever origin it was stored with (links are checked on write). */
export function uploadIdOf(link: string): number | null {
  const url = parse(link, 'http://mock.invalid')
  const match = url ? UPLOAD_PATH.exec(url.pathname) : null
  return match ? Number(match[1]) : null
}

/** The upload id when `link` is one of our own upload links, on `ownOrigin` or root-relative. */
export function ownUploadId(link: string, ownOrigin: string): number | null {
  if (UNSAFE_CHARACTERS.test(link) || link.startsWith('//')) return null
  const url = parse(link, ownOrigin)
  if (!url || url.origin !== ownOrigin) return null
  const match = UPLOAD_PATH.exec(url.pathname)
  return match ? Number(match[1]) : null
}

/**
 * Whether a link may be stored for media or a photo: our own upload, a root-relative path of the
 * app's own (never `//host` or `/\host`, which leave the origin), or https:. Plain http only for
 * our own uploads, since the mock server itself speaks http.
 */
export function isAllowedLink(link: string, ownOrigin: string): boolean {
  if (link.length > MAX_LINK_LENGTH || UNSAFE_CHARACTERS.test(link)) return false
  if (ownUploadId(link, ownOrigin) !== null) return true
  if (link.startsWith('/')) return !link.startsWith('//')
  const url = parse(link, ownOrigin)
  return url !== null && url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
}

/** An own upload link without a signature or fragment, as it is stored; any other link as it is. */
export function canonicalLink(link: string): string {
  if (uploadIdOf(link) === null) return link
  const queryAt = link.search(/[?#]/)
  return queryAt === -1 ? link : link.slice(0, queryAt)
}
