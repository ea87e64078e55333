/** Mock defaults let the app run with no .env at all; api builds set the real values. */
const projectId = import.meta.env.VITE_PROJECT_ID ?? 'movetime'
const projectSecret = import.meta.env.VITE_PROJECT_SECRET ?? 'movetime-mock-secret'

/** docs/product.md §7: every call sends x-project, an encoded project id and secret. */
export const projectHeader = btoa(`${projectId}:${projectSecret}`)

/** Empty in mock mode: requests go to the page's own origin and MSW answers them. */
export const apiBaseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')
