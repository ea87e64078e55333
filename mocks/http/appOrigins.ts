/**
 * The app origins this mock serves: where emailed links may point and (over HTTP) which pages may
 * call it. Never taken from a request on trust — a forged `Origin` must not put a reset token into
 * a link to another host. The HTTP server sets the list from APP_ORIGIN; the in-page home serves
 * only the page it runs in.
 */

/** `npm start`, `npm run preview` and the api-mode preview the end-to-end tests use, by both loopback names. */
export const DEFAULT_APP_ORIGINS: readonly string[] = ['5173', '4173', '4174'].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

let configured: readonly string[] | null = null

/** Replaces the list (the HTTP server, from APP_ORIGIN); each entry is normalised to its origin. */
export function setAppOrigins(origins: readonly string[]): void {
  const normalised = origins.map((origin) => new URL(origin.trim()).origin)
  if (normalised.length === 0) throw new Error('At least one app origin is needed.')
  configured = normalised
}

/** APP_ORIGIN's format: a comma-separated list of origins. */
export function parseAppOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

export function appOrigins(): readonly string[] {
  if (configured) return configured
  const page = typeof location === 'undefined' ? [] : [location.origin]
  return [...page, ...DEFAULT_APP_ORIGINS]
}

export function isAppOrigin(origin: string | null | undefined): origin is string {
  return !!origin && appOrigins().includes(origin)
}

/**
 * Where an emailed link should point: the calling app when it is one of ours (so a member on the
 * preview build gets a preview link), otherwise the first configured origin.
 */
export function linkOrigin(request: Request): string {
  const origin = request.headers.get('origin')
  if (isAppOrigin(origin)) return origin
  const own = new URL(request.url).origin
  return isAppOrigin(own) ? own : (appOrigins()[0] ?? own)
}
