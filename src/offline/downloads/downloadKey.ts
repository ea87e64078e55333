/** The query parameters of a signed media link (a private move's file): they renew, the file does not. */
const SIGNATURE_PARAMS = ['exp', 'sig']

/**
 * The key a downloaded file is kept under: its absolute URL without the link's signature, so a
 * private move's video downloaded yesterday still counts (and plays offline) after its link renews.
 */
export function downloadKey(url: string): string {
  const absolute = new URL(url, globalThis.location?.href ?? 'http://localhost/')
  for (const name of SIGNATURE_PARAMS) absolute.searchParams.delete(name)
  return absolute.href
}
