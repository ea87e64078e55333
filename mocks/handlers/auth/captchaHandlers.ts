import { HttpResponse, http } from 'msw'
import type { OkResponse } from '@/api/auth/authTypes'
import { CAPTCHA_MESSAGES, issueCaptchaToken, verifyCaptchaToken } from './captchaStore'
import { HttpError, handle, readJsonObject, stringField } from './guard'

export interface MockCaptchaTokenResponse {
  error: false
  token: string
  /** Relative, so the widget's timer is right even when the mock's clock is not the page's. */
  expires_in_ms: number
}

export const captchaHandlers = [
  // Developer endpoint (mock mode only): what ticking the stand-in "I'm not a robot" box fetches.
  http.post(
    '*/__mock/captcha',
    handle(() => {
      const { token, expiresInMs } = issueCaptchaToken()
      return HttpResponse.json<MockCaptchaTokenResponse>({ error: false, token, expires_in_ms: expiresInMs })
    }),
  ),

  http.post(
    '*/v2/api/lambda/google-captcha',
    handle(async ({ request }) => {
      const captchaToken = stringField(await readJsonObject(request), 'captchaToken')
      if (!captchaToken) throw new HttpError(400, CAPTCHA_MESSAGES.required, { captchaToken: CAPTCHA_MESSAGES.required })
      verifyCaptchaToken(captchaToken)
      return HttpResponse.json<OkResponse>({ error: false, message: 'Thank you. You are not a robot.' })
    }),
  ),
]
