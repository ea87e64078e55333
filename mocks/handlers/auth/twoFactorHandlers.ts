import { HttpResponse, http } from 'msw'
import type { OkResponse, TwoFactorEnableResponse } from '@/api/auth/authTypes'
import { db } from '@mocks/db/db'
import type { SessionRow } from '@mocks/db/schemas'
import { updateUser } from '@mocks/accounts/accountStore'
import { findSession, findUser, requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject, stringField, type JsonObject } from '@mocks/http/requestBody'
import { accessAnswer } from './signInAnswer'
import { forgetFailedLogins } from './signInLimits'
import { newTotpSecret, normaliseCode, otpauthUrl, spendTotpCode, type CodeCheck } from './totp'

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  reusedCode: 'That code was already used. Wait for the next code in your authenticator app.',
  alreadyOn: 'Two-factor authentication is already on. Turn it off before setting it up again.',
  alreadyOff: 'Two-factor authentication is already off.',
  notStarted: 'Start the two-factor setup again: there is no new secret to confirm.',
  challengeEnded: 'This sign-in has expired. Sign in again.',
  tooManyAttempts: 'Too many attempts. Sign in again.',
} as const

/** Wrong codes one sign-in may try; the fifth ends the challenge. */
export const MAX_WRONG_CODES = 5

/** Wrong codes per challenge token; dropped with the challenge. */
const wrongCodes = new Map<string, number>()

function codeField(body: JsonObject): string {
  const code = normaliseCode(body.token)
  if (!code) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeRequired, { token: TWO_FACTOR_MESSAGES.codeRequired })
  return code
}

/** A refused code answers 400 with the reason at the field. */
function assertAccepted(check: CodeCheck): void {
  if (check === 'accepted') return
  const message = check === 'reused' ? TWO_FACTOR_MESSAGES.reusedCode : TWO_FACTOR_MESSAGES.wrongCode
  throw new HttpError(400, message, { token: message })
}

function endChallenge(challenge: SessionRow): void {
  wrongCodes.delete(challenge.token)
  db.session.deleteMany((q) => q.where({ token: challenge.token }))
}

export const twoFactorHandlers = [
  // Step 1 of setup: a new secret, kept pending until a code from it proves the app has it.
  http.post(
    '*/v2/api/lambda/2fa/enable',
    handle(async ({ request }) => {
      const { user } = requireAuth(request)
      if (user.two_factor_enabled) throw new HttpError(400, TWO_FACTOR_MESSAGES.alreadyOn)
      const secret = newTotpSecret()
      await updateUser(user.id, (draft) => {
        draft.two_factor_pending_secret = secret
      })
      return HttpResponse.json<TwoFactorEnableResponse>({ error: false, secret, otpauth_url: otpauthUrl(secret, user.email) })
    }),
  ),

  // Step 2 of setup: a code from the pending secret turns two-factor on.
  http.post(
    '*/v2/api/lambda/2fa/authorize',
    handle(async ({ request }) => {
      const { user } = requireAuth(request)
      const code = codeField(await readJsonObject(request))
      if (user.two_factor_enabled) throw new HttpError(400, TWO_FACTOR_MESSAGES.alreadyOn)
      const secret = user.two_factor_pending_secret
      if (!secret) throw new HttpError(400, TWO_FACTOR_MESSAGES.notStarted)
      assertAccepted(spendTotpCode(secret, code))
      await updateUser(user.id, (draft) => {
        draft.two_factor_enabled = true
        draft.two_factor_secret = secret
        draft.two_factor_pending_secret = ''
      })
      return HttpResponse.json<OkResponse>({ error: false, message: 'Two-factor authentication is on.' })
    }),
  ),

  // Turning it off needs a current code too, so a session left open on a shared computer cannot.
  http.post(
    '*/v2/api/lambda/2fa/disable',
    handle(async ({ request }) => {
      const { user } = requireAuth(request)
      const code = codeField(await readJsonObject(request))
      if (!user.two_factor_enabled || !user.two_factor_secret) throw new HttpError(400, TWO_FACTOR_MESSAGES.alreadyOff)
      assertAccepted(spendTotpCode(user.two_factor_secret, code))
      await updateUser(user.id, (draft) => {
        draft.two_factor_enabled = false
        draft.two_factor_secret = ''
        draft.two_factor_pending_secret = ''
      })
      return HttpResponse.json<OkResponse>({ error: false, message: 'Two-factor authentication is off.' })
    }),
  ),

  // The second step of a sign-in: the challenge token from login (or magic-login) and a code.
  http.post(
    '*/v2/api/lambda/2fa/verify',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const challenge = findSession(stringField(body, 'access_token'))
      if (!challenge || challenge.purpose !== 'two_factor') throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeEnded)
      if (challenge.expires_at <= Date.now()) {
        endChallenge(challenge)
        throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeEnded)
      }
      if ((wrongCodes.get(challenge.token) ?? 0) >= MAX_WRONG_CODES) throw new HttpError(429, TWO_FACTOR_MESSAGES.tooManyAttempts)
      const user = findUser(challenge.user_id)
      // Two-factor turned off (or the account removed) since the password step: start over.
      if (!user || !user.two_factor_enabled || !user.two_factor_secret) {
        endChallenge(challenge)
        throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeEnded)
      }
      const code = codeField(body)

      const check = spendTotpCode(user.two_factor_secret, code)
      if (check !== 'accepted') {
        const wrong = (wrongCodes.get(challenge.token) ?? 0) + 1
        wrongCodes.set(challenge.token, wrong)
        // The challenge stays (answering 429) until it expires, so retries keep hearing why.
        if (wrong >= MAX_WRONG_CODES) throw new HttpError(429, TWO_FACTOR_MESSAGES.tooManyAttempts)
        assertAccepted(check)
      }
      endChallenge(challenge)
      forgetFailedLogins(user.email)
      return accessAnswer(user)
    }),
  ),
]
