import { apiBaseUrlFor, projectHeaderFor } from './projectAddress'

/** The x-project header every call sends. */
export const projectHeader = projectHeaderFor(import.meta.env.VITE_PROJECT_ID, import.meta.env.VITE_PROJECT_SECRET)

/** The API's address; empty in mock mode, where requests go to the page's own origin. */
export const apiBaseUrl = apiBaseUrlFor(import.meta.env.VITE_API_URL)
