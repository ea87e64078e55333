import { useEffect, useId, useRef, useState } from 'react'
import type { CaptchaWidgetProps } from './captchaWidgetProps'
import { loadRecaptcha, type RecaptchaApi } from './recaptchaScript'

/**
 * Api mode: Google reCAPTCHA v2 ("I'm not a robot"), rendered explicitly into this field with
 * VITE_CAPTCHA_SITE_KEY. The token comes from Google's callback and is dropped when Google
 * says it expired; once the form has spent it, the widget is reset for a new one.
 */
export function RecaptchaWidget({ value, onChange, error }: CaptchaWidgetProps) {
  const id = useId()
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: RecaptchaApi; id: number } | null>(null)
  const onChangeRef = useRef(onChange)
  const [loadFailed, setLoadFailed] = useState(false)
  const siteKey = import.meta.env.VITE_CAPTCHA_SITE_KEY ?? ''

  useEffect(() => {
    onChangeRef.current = onChange
  })

  useEffect(() => {
    if (!siteKey) return
    let cancelled = false
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current) return
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
          'error-callback': () => onChangeRef.current(''),
        })
        widget.current = { api, id: widgetId }
      },
      () => {
        if (!cancelled) setLoadFailed(true)
      },
    )
    return () => {
      cancelled = true
      widget.current = null
    }
  }, [siteKey])

  useEffect(() => {
    const current = widget.current
    if (value === '' && current && current.api.getResponse(current.id) !== '') current.api.reset(current.id)
  }, [value])

  const problem = !siteKey
    ? 'The robot check is not set up (VITE_CAPTCHA_SITE_KEY is missing), so this form cannot be sent.'
    : loadFailed
      ? 'The robot check could not load. Check your connection, then reload the page.'
      : undefined

  return (
    <div className="mt-captcha" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mt-captcha__label">
        Confirm you are not a robot
      </p>
      <div ref={container} className="mt-captcha__widget" />
      {problem && <p className="mt-captcha__error">{problem}</p>}
      {error && <p className="mt-captcha__error">{error}</p>}
    </div>
  )
}
