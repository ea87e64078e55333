import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { RecaptchaWidget } from './RecaptchaWidget'
import { RECAPTCHA_ONLOAD, RECAPTCHA_SCRIPT_URL, type RecaptchaParameters } from './recaptchaScript'

// Api mode's widget, tested with a stand-in for Google's script (no network in tests).
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.startsWith(RECAPTCHA_SCRIPT_URL))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('RecaptchaWidget', () => {
  it('says it is not set up without a site key, and loads nothing', () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', '')
    render(<RecaptchaWidget value="" onChange={() => {}} />)
    expect(screen.getByText(/VITE_CAPTCHA_SITE_KEY is missing/)).toBeInTheDocument()
    expect(scripts()).toHaveLength(0)
  })

  it('loads Google’s script only when shown, renders explicitly with the site key and passes tokens on', async () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', 'site-key-123')
    expect(scripts()).toHaveLength(0)
    const onChange = vi.fn()
    const { rerender } = render(<RecaptchaWidget value="" onChange={onChange} error="Please confirm you are not a robot." />)
    expect(screen.getByText('Please confirm you are not a robot.')).toBeInTheDocument()

    const [script] = scripts()
    const src = new URL(script?.src ?? '')
    expect(src.searchParams.get('render')).toBe('explicit')
    expect(src.searchParams.get('onload')).toBe(RECAPTCHA_ONLOAD)

    // Google's script arrives and calls back.
    let parameters: RecaptchaParameters | undefined
    let response = ''
    const api = {
      render: vi.fn((_container: HTMLElement, given: RecaptchaParameters) => {
        parameters = given
        return 7
      }),
      reset: vi.fn(() => {
        response = ''
      }),
      getResponse: vi.fn(() => response),
    }
    vi.stubGlobal('grecaptcha', api)
    ;(window as unknown as Record<string, () => void>)[RECAPTCHA_ONLOAD]?.()
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1))
    expect(parameters?.sitekey).toBe('site-key-123')

    response = 'google-token'
    parameters?.callback('google-token')
    expect(onChange).toHaveBeenLastCalledWith('google-token')
    parameters?.['expired-callback']()
    expect(onChange).toHaveBeenLastCalledWith('')

    // The form spent the token (value back to ''): the widget asks for a new tick.
    response = 'google-token-2'
    rerender(<RecaptchaWidget value="google-token-2" onChange={onChange} />)
    rerender(<RecaptchaWidget value="" onChange={onChange} />)
    expect(api.reset).toHaveBeenCalledWith(7)
  })
})
