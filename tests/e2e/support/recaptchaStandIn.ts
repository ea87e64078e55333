import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { MOCK_API } from './mockBackend'

/**
 * Api builds show Google reCAPTCHA, whose script cannot load on these machines (no outside network)
 * and whose tokens the mock server could not check anyway. This serves a stand-in for Google's
 * script: it draws an "I'm not a robot" checkbox and, when ticked, hands the page a token issued by
 * the mock server (POST /__mock/captcha), which its google-captcha call then verifies, as it does a
 * mock build's. Everything after the tick (verify, then the form's own call) is the app's real path.
 *
 * The api build needs a site key for the widget to draw at all: scripts/build-api.mjs gives a build
 * against the mock server on this machine Google's published test key unless VITE_CAPTCHA_SITE_KEY is set.
 */
export async function serveRecaptchaStandIn(page: Page, request: APIRequestContext): Promise<void> {
  await page.exposeFunction('__issueMockCaptcha', async () => {
    const answer = await request.post(`${MOCK_API}/__mock/captcha`)
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { token: string }).token
  })
  await page.route('https://www.google.com/recaptcha/api.js*', (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? ''
    return route.fulfill({ contentType: 'text/javascript', body: standInScript(onload) })
  })
}

function standInScript(onload: string): string {
  return `(() => {
  const widgets = []
  window.grecaptcha = {
    render(container, parameters) {
      const id = widgets.length
      const label = document.createElement('label')
      const box = document.createElement('input')
      box.type = 'checkbox'
      label.append(box, " I'm not a robot")
      container.append(label)
      const widget = { box, token: '' }
      widgets.push(widget)
      box.addEventListener('change', async () => {
        if (!box.checked) return
        widget.token = await window.__issueMockCaptcha()
        parameters.callback(widget.token)
      })
      return id
    },
    reset(id) {
      const widget = widgets[id ?? 0]
      if (widget) { widget.token = ''; widget.box.checked = false }
    },
    getResponse(id) {
      return widgets[id ?? 0]?.token ?? ''
    },
  }
  window[${JSON.stringify(onload)}]?.()
})()`
}

/** Ticks the stand-in box, after checking the build draws the widget at all (it needs a site key). */
export async function tickRecaptchaStandIn(page: Page): Promise<void> {
  await expect(page.getByText(/VITE_CAPTCHA_SITE_KEY is missing/), 'the api build needs VITE_CAPTCHA_SITE_KEY (scripts/build-api.mjs gives a build against the local mock a test key)').toHaveCount(0)
  const box = page.getByRole('checkbox', { name: "I'm not a robot" })
  await box.check()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { grecaptcha: { getResponse: () => string } }).grecaptcha.getResponse()))
    .not.toBe('')
}
