/*
 * How the app addresses the API, from the build's settings: the app reads them through config.ts,
 * and the build (vite.config.ts) through these same functions, for the shell's inline request.
 */

/** Mock defaults let the app run with no .env at all; api builds set the real values. */
export function projectHeaderFor(projectId = 'movetime', projectSecret = 'movetime-mock-secret'): string {
  // docs/product.md §7: every call sends x-project, an encoded project id and secret.
  return btoa(`${projectId}:${projectSecret}`)
}

/** Empty in mock mode: requests go to the page's own origin and MSW answers them. */
export function apiBaseUrlFor(apiUrl = ''): string {
  return apiUrl.replace(/\/+$/, '')
}
