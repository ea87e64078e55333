import { HttpResponse, http } from 'msw'
import type { OkResponse } from '@/api/auth/authTypes'
import { isRole } from '@/lib/auth/role'
import { emailProblem } from '@mocks/accounts/accountRules'
import { lockKeys, withAccountLock } from '@mocks/accounts/accountLocks'
import { issueEmailToken, markUsed, takeEmailToken } from '@mocks/accounts/accountStore'
import { isAppOrigin } from '@mocks/http/appOrigins'
import { findUser, findUserByEmail } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, stringField } from '@mocks/http/requestBody'
import { sendMail } from '@mocks/accounts/mailer'
import { signInAnswer } from './signInAnswer'

export const MAGIC_LINK_MESSAGES = {
  sent: 'If an account exists for that email, we have sent it a sign-in link.',
  invalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  tokenRequired: 'This sign-in link is incomplete. Ask for a new one.',
  urlInvalid: 'The sign-in link must open this app.',
  roleInvalid: 'Choose user, admin or public.',
} as const

/**
 * The page the emailed link opens, with the token added. Only a page on one of the configured app
 * origins: a link to any other site would hand that site a working sign-in token, and neither the
 * `url` nor the request's own Origin or Host can be trusted to name the app.
 */
function linkFor(url: string, token: string): string | null {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return null
  }
  if (!isAppOrigin(target.origin)) return null
  target.searchParams.set('token', token)
  return target.toString()
}

export const magicLinkHandlers = [
  // Same answer whether or not the account exists, so nobody can probe for accounts.
  http.post(
    '*/v2/api/lambda/magic-login/generate',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const email = stringField(body, 'email')
      const url = stringField(body, 'url')
      const validation: Validation = {}
      const problem = emailProblem(email)
      if (problem) validation.email = problem
      if (!isRole(body.role)) validation.role = MAGIC_LINK_MESSAGES.roleInvalid
      if (!url || !linkFor(url, 'probe')) validation.url = MAGIC_LINK_MESSAGES.urlInvalid
      assertValid(validation)

      const user = findUserByEmail(email)
      // Unverified accounts cannot sign in at all; their verification mail is the link they need.
      if (user && user.verified && user.role === body.role) {
        const link = linkFor(url, await issueEmailToken(user, 'magic'))
        if (link) {
          await sendMail({
            to: user.email,
            subject: 'Your MoveTime sign-in link',
            text: `Open this link within 15 minutes to sign in to MoveTime: ${link} It works once. If you did not ask for it, you can ignore this email; your password still works as before.`,
            links: [link],
          })
        }
      }
      return HttpResponse.json<OkResponse>({ error: false, message: MAGIC_LINK_MESSAGES.sent })
    }),
  ),

  // Opening the link: one use, 15 minutes. Two-factor still applies (a challenge, not a session).
  http.post(
    '*/v2/api/lambda/magic-login',
    handle(async ({ request }) => {
      const value = stringField(await readJsonObject(request), 'token')
      if (!value) throw new HttpError(400, MAGIC_LINK_MESSAGES.tokenRequired, { token: MAGIC_LINK_MESSAGES.tokenRequired })
      return withAccountLock([lockKeys.emailToken(value)], async () => {
        const token = takeEmailToken(value, 'magic')
        if (!token) throw new HttpError(400, MAGIC_LINK_MESSAGES.invalid)
        await markUsed(token)
        const user = findUser(token.user_id)
        if (!user || !user.verified) throw new HttpError(400, MAGIC_LINK_MESSAGES.invalid)
        return signInAnswer(user)
      })
    }),
  ),
]
