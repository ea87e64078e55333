import { HttpResponse, http } from 'msw'
import type { OkResponse, ProfileResponse, RegisterResponse } from '@/api/auth/authTypes'
import { TABLE_AND_ID_REQUIRED } from '@/api/records/recordTypes'
import { isRole, type Role } from '@/lib/auth/role'
import { db } from '@mocks/db/db'
import { hashPassword, verifyPassword } from '@mocks/db/password'
import { lockKeys, withAccountLock } from '@mocks/accounts/accountLocks'
import { ACCOUNT_MESSAGES, checkNewEmail, checkPassword } from '@mocks/accounts/accountRules'
import {
  ACCOUNT_NOT_FOUND,
  assertEmailFree,
  createAccount,
  emailTokenOwner,
  endSessions,
  finishPasswordReset,
  issueEmailToken,
  issueMobileResetCode,
  markUsed,
  PASSWORD_RESET_DONE,
  sendVerification,
  takeEmailToken,
  updateUser,
} from '@mocks/accounts/accountStore'
import { requireCaptcha, requireCaptchaWithFields, spendVerifiedCaptcha } from '@mocks/accounts/captchaStore'
import { findUser, findUserByEmail, requireAuth, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, MESSAGES, assertValid, type Validation } from '@mocks/http/httpErrors'
import { linkOrigin } from '@mocks/http/appOrigins'
import { readJsonObject, stringField, type JsonObject } from '@mocks/http/requestBody'
import { sendMail } from '@mocks/accounts/mailer'
import { toProfile } from '@mocks/accounts/presenters'
import { readProfileFields, type ProfileUpdate } from './profileFields'
import { signInAnswer } from './signInAnswer'
import { forgetFailedLogins, loginNeedsCaptcha, recordFailedLogin } from './signInLimits'

export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect email or password.',
  wrongArea: 'This account cannot sign in here.',
  unverified: 'Please verify your email before signing in. We sent you a link.',
  inviteRequired: 'An invitation code from an administrator is required.',
  forgotSent: 'If an account exists for that email, we have sent a link to reset the password.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  resetInvalid: 'This reset link is invalid or has expired.',
  userNotFound: ACCOUNT_NOT_FOUND,
} as const

const ok = (message: string) => HttpResponse.json<OkResponse>({ error: false, message })

/** A new sign-in email, once it is free; locked by address, so two accounts cannot take one at once. */
function changeEmail(userId: number, email: string): Promise<void> {
  return withAccountLock([lockKeys.email(email)], async () => {
    const validation: Validation = {}
    checkNewEmail(validation, email, userId)
    assertEmailFree(validation)
    await updateUser(userId, (draft) => {
      draft.email = email
    })
  })
}

/** The body's `password` as the account's new one, once it keeps the password rule. Sessions are the caller's to end. */
async function changePassword(userId: number, body: JsonObject): Promise<void> {
  const password = typeof body.password === 'string' ? body.password : ''
  const validation: Validation = {}
  checkPassword(validation, password)
  assertValid(validation)
  const password_hash = await hashPassword(password)
  await updateUser(userId, (draft) => {
    draft.password_hash = password_hash
  })
}

function roleField(body: JsonObject, validation: Validation): Role | null {
  const role = body.role
  if (isRole(role)) return role
  validation.role = 'Choose user, admin or public.'
  return null
}

/** Checked as userinfo checks them (./profileFields): one rule per field on every call. */
function profileUpdate(body: JsonObject, request: Request): ProfileUpdate {
  const validation: Validation = {}
  const update = readProfileFields(body, new URL(request.url).origin, validation)
  assertValid(validation)
  return update
}

/** Registration, sign-in, the session check, the profile, email and password changes (an admin's too) and password resets. */
export const accountHandlers = [
  http.post(
    '*/v2/api/lambda/login',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const email = stringField(body, 'email')
      const password = typeof body.password === 'string' ? body.password : ''
      const validation: Validation = {}
      if (!email) validation.email = ACCOUNT_MESSAGES.emailRequired
      if (!password) validation.password = ACCOUNT_MESSAGES.passwordRequired
      const role = roleField(body, validation)
      assertValid(validation)

      // One password check per email at a time: a parallel burst meets the robot check exactly
      // as the same guesses one after another do.
      return withAccountLock([lockKeys.signIn(email)], async () => {
        // After a few wrong passwords for this email, every further guess costs a robot check.
        const captchaToken = stringField(body, 'captcha_token')
        if (loginNeedsCaptcha(email)) requireCaptcha(captchaToken)
        else if (captchaToken) spendVerifiedCaptcha(captchaToken)

        const user = findUserByEmail(email)
        if (!user || !(await verifyPassword(password, user.password_hash))) {
          recordFailedLogin(email)
          throw new HttpError(401, AUTH_MESSAGES.badCredentials)
        }
        if (user.role !== role) throw new HttpError(403, AUTH_MESSAGES.wrongArea)
        if (!user.verified) throw new HttpError(403, AUTH_MESSAGES.unverified)

        forgetFailedLogins(email)
        // Two-factor accounts get a challenge here and their session from 2fa/verify.
        return signInAnswer(user)
      })
    }),
  ),

  http.post(
    '*/v2/api/lambda/check',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      if (body.role !== undefined && body.role !== auth.session.role) throw new HttpError(403, MESSAGES.forbidden)
      return ok('Signed in.')
    }),
  ),

  http.get(
    '*/v2/api/lambda/profile',
    handle(({ request }) => {
      const { user } = requireAuth(request)
      return HttpResponse.json<ProfileResponse>({ error: false, model: toProfile(user) })
    }),
  ),

  http.post(
    '*/v2/api/lambda/profile',
    handle(async ({ request }) => {
      const { user } = requireAuth(request)
      const update = profileUpdate(await readJsonObject(request), request)
      const validation: Validation = {}
      if (update.first_name === '') validation.first_name = ACCOUNT_MESSAGES.firstNameRequired
      if (update.last_name === '') validation.last_name = ACCOUNT_MESSAGES.lastNameRequired
      assertValid(validation)
      const updated = await updateUser(user.id, (draft) => Object.assign(draft, update))
      return HttpResponse.json<ProfileResponse>({ error: false, model: toProfile(updated) })
    }),
  ),

  http.get(
    '*/v2/api/lambda/verify-email',
    handle(async ({ request }) => {
      const value = new URL(request.url).searchParams.get('token') ?? ''
      return withAccountLock([lockKeys.emailToken(value)], async () => {
        const token = takeEmailToken(value, 'verify')
        if (!token) throw new HttpError(400, AUTH_MESSAGES.verifyInvalid)
        await markUsed(token)
        await updateUser(token.user_id, (draft) => {
          draft.verified = true
        })
        return ok('Your email is verified. You can sign in now.')
      })
    }),
  ),

  http.post(
    '*/v2/api/lambda/update/email',
    handle(async ({ request }) => {
      const { user } = requireAuth(request)
      await changeEmail(user.id, stringField(await readJsonObject(request), 'email'))
      return ok('Your email has been updated.')
    }),
  ),

  http.post(
    '*/v2/api/lambda/update/password',
    handle(async ({ request }) => {
      const { user, session } = requireAuth(request)
      await changePassword(user.id, await readJsonObject(request))
      // Other devices sign in again; this one keeps its session.
      db.session.deleteMany((q) => q.where({ user_id: user.id, token: (token) => token !== session.token }))
      return ok('Your password has been updated.')
    }),
  ),

  http.post(
    '*/v2/api/lambda/admin/update/email',
    handle(async ({ request }) => {
      requireRole(request, 'admin')
      const body = await readJsonObject(request)
      const target = findUser(Number(body.id))
      if (!target) throw new HttpError(404, AUTH_MESSAGES.userNotFound)
      await changeEmail(target.id, stringField(body, 'email'))
      return ok('The email has been updated.')
    }),
  ),

  http.post(
    '*/v2/api/lambda/admin/update/password',
    handle(async ({ request }) => {
      requireRole(request, 'admin')
      const body = await readJsonObject(request)
      const target = findUser(Number(body.id))
      if (!target) throw new HttpError(404, AUTH_MESSAGES.userNotFound)
      await changePassword(target.id, body)
      endSessions(target.id)
      return ok('The password has been updated.')
    }),
  ),

  // A new member: must verify their email before signing in.
  http.post(
    '*/v3/api/custom/movetime/register',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const first_name = stringField(body, 'first_name')
      const last_name = stringField(body, 'last_name')
      const email = stringField(body, 'email')
      const password = typeof body.password === 'string' ? body.password : ''
      return withAccountLock([lockKeys.email(email)], async () => {
        const validation: Validation = {}
        if (!first_name) validation.first_name = ACCOUNT_MESSAGES.firstNameRequired
        if (!last_name) validation.last_name = ACCOUNT_MESSAGES.lastNameRequired
        checkNewEmail(validation, email)
        checkPassword(validation, password)
        requireCaptchaWithFields(validation, stringField(body, 'captcha_token'))
        assertEmailFree(validation)

        const user = await createAccount({ email, password, role: 'user', first_name, last_name, verified: false })
        await sendVerification(request, user)
        return HttpResponse.json<RegisterResponse>({
          error: false,
          user_id: user.id,
          message: `We sent a verification link to ${email}.`,
        })
      })
    }),
  ),

  // The generic register: members verify by email, public accounts at once, admins need an invitation.
  http.post(
    '*/v2/api/lambda/register',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const email = stringField(body, 'email')
      const password = typeof body.password === 'string' ? body.password : ''
      const inviteCode = stringField(body, 'invite_code')
      const keys = [lockKeys.email(email), ...(body.role === 'admin' ? [lockKeys.invite(inviteCode)] : [])]
      return withAccountLock(keys, async () => {
        const validation: Validation = {}
        const role = roleField(body, validation)
        checkNewEmail(validation, email)
        checkPassword(validation, password)

        const invite = role === 'admin' ? db.admin_invite.findFirst((q) => q.where({ code: inviteCode, used_by: null })) : undefined
        // The invitation is checked before the fields so nobody can probe for emails without one.
        if (role === 'admin' && !invite) throw new HttpError(403, AUTH_MESSAGES.inviteRequired)
        requireCaptchaWithFields(validation, stringField(body, 'captcha_token'))
        assertEmailFree(validation)
        if (!role) throw new HttpError(400, MESSAGES.checkFields, validation)

        const user = await createAccount({
          email,
          password,
          role,
          first_name: stringField(body, 'first_name'),
          last_name: stringField(body, 'last_name'),
          verified: role !== 'user',
        })
        if (invite) {
          await db.admin_invite.update((q) => q.where({ id: invite.id }), {
            data(draft) {
              draft.used_by = user.id
            },
          })
        }
        if (role === 'user') await sendVerification(request, user)
        const message = role === 'user' ? `We sent a verification link to ${email}.` : 'Your account is ready. You can sign in now.'
        return HttpResponse.json<RegisterResponse>({ error: false, user_id: user.id, message })
      })
    }),
  ),

  // Same answer whether or not the account exists, so nobody can probe for accounts.
  http.post(
    '*/v2/api/lambda/forgot',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const email = stringField(body, 'email')
      const validation: Validation = {}
      const problem = email ? null : ACCOUNT_MESSAGES.emailRequired
      if (problem) validation.email = problem
      assertValid(validation)

      const user = findUserByEmail(email)
      if (user) {
        // The account's own role picks the reset page, so the link works whichever form was used.
        const link = `${linkOrigin(request)}/${user.role}/reset?token=${await issueEmailToken(user, 'reset')}`
        // The mobile app cannot open a web link, so the same email carries a code for it.
        const code = await issueMobileResetCode(user)
        await sendMail({
          to: user.email,
          subject: 'Reset your MoveTime password',
          text: `Someone asked to reset the password of your MoveTime account. If it was you, open this link within an hour: ${link} or enter this code in the app: ${code} (the code works for 15 minutes). If it was not you, ignore this email; your password stays as it is.`,
          links: [link],
        })
      }
      return ok(AUTH_MESSAGES.forgotSent)
    }),
  ),

  http.post(
    '*/v2/api/lambda/reset',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const password = typeof body.password === 'string' ? body.password : ''
      const value = stringField(body, 'token')
      const owner = emailTokenOwner(value, 'reset')
      // Locked per account, not per token: the mobile code from the same email races this too.
      return withAccountLock(owner === null ? [] : [lockKeys.passwordReset(owner)], async () => {
        const validation: Validation = {}
        checkPassword(validation, password)
        const token = takeEmailToken(value, 'reset')
        if (!token) throw new HttpError(400, AUTH_MESSAGES.resetInvalid)
        assertValid(validation)

        await finishPasswordReset(token, password)
        return ok(PASSWORD_RESET_DONE)
      })
    }),
  ),

  http.post(
    '*/v1/api/rest/user/PUT',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      const id = Number(body.id)
      if (!Number.isInteger(id) || id < 1) throw new HttpError(400, TABLE_AND_ID_REQUIRED)
      if (id !== auth.user.id && auth.session.role !== 'admin') throw new HttpError(403, MESSAGES.forbidden)
      const update = profileUpdate(body, request)
      const updated = await updateUser(id, (draft) => Object.assign(draft, update))
      return HttpResponse.json({ error: false, message: 'Saved.', model: toProfile(updated) })
    }),
  ),
]
