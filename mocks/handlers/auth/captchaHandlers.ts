import { HttpResponse, http } from 'msw'
import type { OkResponse } from '@/api/auth/authTypes'
import { CAPTCHA_MESSAGES, verifyCaptchaToken } from '@mocks/accounts/captchaStore'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject, stringField } from '@mocks/http/requestBody'

/** google-captcha: checks a robot-check token (issued, in mock builds, by the mock controls' /__mock/captcha). */
export const captchaHandlers = [
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
