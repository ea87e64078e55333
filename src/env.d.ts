/// <reference types="vite/client" />

/** True in mock builds (no VITE_API_URL): the mock backend answers every call. */
declare const __MOCK__: boolean

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_PROJECT_ID?: string
  readonly VITE_PROJECT_SECRET?: string
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string
  readonly VITE_CAPTCHA_SITE_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
