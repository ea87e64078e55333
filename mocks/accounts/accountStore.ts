import { db, nextId } from '@mocks/db/db'
import { hashPassword } from '@mocks/db/password'
import type { EmailTokenRow, NewAccount, UserRow } from '@mocks/db/schemas'
import { ACCOUNT_MESSAGES } from './accountRules'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { linkOrigin } from '@mocks/http/appOrigins'
import { sendMail } from './mailer'

/**
 * The account records the auth handlers work on: users, one-time email tokens (verify, reset,
 * magic sign-in links, mobile reset codes) and sessions, plus the verification mail. Kept apart
 * so the handlers read as the API they answer.
 */

export const ACCOUNT_NOT_FOUND = 'That account does not exist.'

const MINUTE_MS = 60 * 1000

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenRow['purpose'], number> = {
  verify: 24 * 60 * MINUTE_MS,
  reset: 60 * MINUTE_MS,
  // A sign-in link is a password sent by email: it should not sit usable in an inbox for long.
  magic: 15 * MINUTE_MS,
  // Six digits are far easier to guess than a link's random token.
  mobile_reset: 15 * MINUTE_MS,
}

export async function issueEmailToken(user: UserRow, purpose: EmailTokenRow['purpose'], token: string = crypto.randomUUID()): Promise<string> {
  await db.email_token.create({
    token,
    user_id: user.id,
    purpose,
    expires_at: Date.now() + EMAIL_TOKEN_TTL_MS[purpose],
    used: false,
  })
  return token
}

function sixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(value % 1_000_000).padStart(6, '0')
}

/**
 * A 6-digit code for resetting the password in the mobile app. The code alone names the account,
 * so it must be unique among stored codes (a used one too: lookups find the first row). Only the
 * newest code of an account works.
 */
export async function issueMobileResetCode(user: UserRow): Promise<string> {
  await voidEmailTokens(user.id, ['mobile_reset'])
  let code = sixDigits()
  while (db.email_token.findFirst((q) => q.where({ token: code, purpose: 'mobile_reset' }))) code = sixDigits()
  return issueEmailToken(user, 'mobile_reset', code)
}

/** Marks the account's unused tokens of these purposes as used (e.g. the password just changed). */
export async function voidEmailTokens(userId: number, purposes: Array<EmailTokenRow['purpose']>): Promise<void> {
  await db.email_token.updateMany((q) => q.where({ user_id: userId, used: false, purpose: (purpose) => purposes.includes(purpose) }), {
    data(draft) {
      draft.used = true
    },
  })
}

/** The token, if it is of this purpose, unused and unexpired. */
export function takeEmailToken(token: string, purpose: EmailTokenRow['purpose']): EmailTokenRow | null {
  if (!token) return null
  const row = db.email_token.findFirst((q) => q.where({ token, purpose }))
  return row && !row.used && row.expires_at > Date.now() ? row : null
}

/** The account a stored token of this purpose belongs to (used or not), to lock that account's reset. */
export function emailTokenOwner(token: string, purpose: EmailTokenRow['purpose']): number | null {
  if (!token) return null
  return db.email_token.findFirst((q) => q.where({ token, purpose }))?.user_id ?? null
}

export async function markUsed(token: EmailTokenRow): Promise<void> {
  await db.email_token.update((q) => q.where({ token: token.token }), {
    data(draft) {
      draft.used = true
    },
  })
}

export async function updateUser(id: number, change: (draft: UserRow) => void): Promise<UserRow> {
  const updated = await db.user.update((q) => q.where({ id }), { data: change })
  if (!updated) throw new HttpError(404, ACCOUNT_NOT_FOUND)
  return updated
}

export function endSessions(userId: number): void {
  db.session.deleteMany((q) => q.where({ user_id: userId }))
}

export const PASSWORD_RESET_DONE = 'Your password has been reset. You can sign in now.'

/**
 * Sets the new password from a reset email's link or code, whichever came first. One email
 * carries both, so the other is voided: it must not change the password a second time. Reaching
 * the inbox proves the address as well as a verification link does, and every session ends.
 */
export async function finishPasswordReset(token: EmailTokenRow, password: string): Promise<void> {
  const password_hash = await hashPassword(password)
  await markUsed(token)
  await voidEmailTokens(token.user_id, [token.purpose === 'reset' ? 'mobile_reset' : 'reset'])
  await updateUser(token.user_id, (draft) => {
    draft.password_hash = password_hash
    draft.verified = true
  })
  endSessions(token.user_id)
}

export async function sendVerification(request: Request, user: UserRow): Promise<void> {
  const link = `${linkOrigin(request)}/user/verify-email?token=${await issueEmailToken(user, 'verify')}`
  await sendMail({
    to: user.email,
    subject: 'Confirm your MoveTime email',
    text: `Hi ${user.first_name || 'there'}, confirm your email to start training: ${link}`,
    links: [link],
  })
}

export async function createAccount(account: NewAccount): Promise<UserRow> {
  return db.user.create({
    id: nextId('user'),
    email: account.email,
    password_hash: await hashPassword(account.password),
    first_name: account.first_name,
    last_name: account.last_name,
    role: account.role,
    phone: '',
    photo: '',
    verified: account.verified,
    two_factor_enabled: false,
    created_at: new Date().toISOString(),
  })
}

/** Throws a 400 with both the message and the field when the email is taken. */
export function assertEmailFree(validation: Validation): void {
  if (validation.email === ACCOUNT_MESSAGES.emailTaken) throw new HttpError(400, ACCOUNT_MESSAGES.emailTaken, validation)
  assertValid(validation)
}
