import { HttpResponse, http } from 'msw'
import type { OkResponse } from '@/api/auth/authTypes'
import { checkPassword } from '@mocks/accounts/accountRules'
import { lockKeys, withAccountLock } from '@mocks/accounts/accountLocks'
import { PASSWORD_RESET_DONE, emailTokenOwner, finishPasswordReset, takeEmailToken } from '@mocks/accounts/accountStore'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { recordWrongResetCode, tooManyWrongResetCodes } from './signInLimits'
import { normaliseCode } from './totp'

export const MOBILE_RESET_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from the reset email.',
  codeInvalid: 'That code is not right or has expired. Check the email, or ask for a new code.',
  tooManyWrongCodes: 'Too many wrong codes. Wait 15 minutes, then try again.',
} as const

export const mobileResetHandlers = [
  // The code from the reset email (the forgot call sends a link and a code): for the mobile app.
  http.post(
    '*/v3/api/custom/movetime/mobile/reset',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const password = typeof body.password === 'string' ? body.password : ''
      const code = normaliseCode(body.code)
      const validation: Validation = {}
      if (!code) validation.code = MOBILE_RESET_MESSAGES.codeRequired
      checkPassword(validation, password)
      assertValid(validation)
      const owner = emailTokenOwner(code ?? '', 'mobile_reset')
      // Locked per account, as reset is: the link from the same email races this too.
      return withAccountLock(owner === null ? [] : [lockKeys.passwordReset(owner)], async () => {
        // The wrong-code count is read and bumped with no await between: a burst cannot outrun it.
        if (tooManyWrongResetCodes()) throw new HttpError(429, MOBILE_RESET_MESSAGES.tooManyWrongCodes)
        const token = takeEmailToken(code ?? '', 'mobile_reset')
        if (!token) {
          recordWrongResetCode()
          throw new HttpError(400, MOBILE_RESET_MESSAGES.codeInvalid, { code: MOBILE_RESET_MESSAGES.codeInvalid })
        }
        await finishPasswordReset(token, password)
        return HttpResponse.json<OkResponse>({ error: false, message: PASSWORD_RESET_DONE })
      })
    }),
  ),
]
