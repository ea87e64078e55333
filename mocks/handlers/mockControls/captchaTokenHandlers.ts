import { HttpResponse, http } from 'msw'
import type { MockCaptchaTokenResponse } from '@/api/mockControls/mockControlsTypes'
import { issueCaptchaToken } from '@mocks/accounts/captchaStore'
import { handle } from '@mocks/http/handle'

/**
 * The stand-in robot check (mock builds only): what ticking its "I'm not a robot" box fetches.
 * The token it issues is checked by the auth family's google-captcha, as Google's would be.
 */
export const captchaTokenHandlers = [
  http.post(
    '*/__mock/captcha',
    handle(() => {
      const { token, expiresInMs } = issueCaptchaToken()
      return HttpResponse.json<MockCaptchaTokenResponse>({ error: false, token, expires_in_ms: expiresInMs })
    }),
  ),
]
