import type { Role } from '@/lib/auth/role'
import { db, nextId } from '@mocks/db/db'
import { hashPassword } from '@mocks/db/password'
import type { EmailTokenRow, UserRow } from '@mocks/db/schemas'
import { ACCOUNT_MESSAGES } from './accountRules'
import { HttpError, appOrigin, assertValid, type Validation } from './guard'
import { sendMail } from './mailer'

/**
 * The account records the auth handlers work on: users, one-time email tokens (verify, reset)
 * and sessions, plus the verification mail. Kept apart so the handlers read as the API they answer.
 */

export const ACCOUNT_NOT_FOUND = 'That account does not exist.'

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000
const RESET_TTL_MS = 60 * 60 * 1000

export async function issueEmailToken(user: UserRow, purpose: EmailTokenRow['purpose']): Promise<string> {
  const token = crypto.randomUUID()
  await db.email_token.create({
    token,
    user_id: user.id,
    purpose,
    expires_at: Date.now() + (purpose === 'verify' ? VERIFY_TTL_MS : RESET_TTL_MS),
    used: false,
  })
  return token
}

/** The token, if it is of this purpose, unused and unexpired. */
export function takeEmailToken(token: string, purpose: EmailTokenRow['purpose']): EmailTokenRow | null {
  if (!token) return null
  const row = db.email_token.findFirst((q) => q.where({ token, purpose }))
  return row && !row.used && row.expires_at > Date.now() ? row : null
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

export async function sendVerification(request: Request, user: UserRow): Promise<void> {
  const link = `${appOrigin(request)}/user/verify-email?token=${await issueEmailToken(user, 'verify')}`
  await sendMail({
    to: user.email,
    subject: 'Confirm your MoveTime email',
    text: `Hi ${user.first_name || 'there'}, confirm your email to start training: ${link}`,
    links: [link],
  })
}

export interface NewAccount {
  email: string
  password: string
  role: Role
  first_name: string
  last_name: string
  verified: boolean
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
