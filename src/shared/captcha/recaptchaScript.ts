/** Google reCAPTCHA v2, loaded on demand with explicit rendering (no widget appears by itself). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

/** The global callback the script calls once `grecaptcha.render` can be used. */
export const RECAPTCHA_ONLOAD = '__movetimeRecaptchaReady'

export interface RecaptchaParameters {
  sitekey: string
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': () => void
}

/** The part of `window.grecaptcha` the app uses. */
export interface RecaptchaApi {
  render: (container: HTMLElement, parameters: RecaptchaParameters) => number
  reset: (widgetId?: number) => void
  getResponse: (widgetId?: number) => string
}

let loading: Promise<RecaptchaApi> | null = null

/** Adds the script once, the first time a robot check is shown; later calls share the same load. */
export function loadRecaptcha(): Promise<RecaptchaApi> {
  loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>
    globals[RECAPTCHA_ONLOAD] = () => {
      delete globals[RECAPTCHA_ONLOAD]
      const api = globals.grecaptcha as RecaptchaApi | undefined
      if (api) resolve(api)
      else reject(new Error('reCAPTCHA loaded without its API.'))
    }
    const script = document.createElement('script')
    script.src = `${RECAPTCHA_SCRIPT_URL}?${new URLSearchParams({ onload: RECAPTCHA_ONLOAD, render: 'explicit' })}`
    script.async = true
    script.defer = true
    script.onerror = () => {
      // Forget the failed load, so the next robot check (e.g. back online) tries again.
      script.remove()
      loading = null
      reject(new Error('reCAPTCHA could not load.'))
    }
    document.head.append(script)
  })
  return loading
}
