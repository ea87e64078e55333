import { HttpResponse, http } from 'msw'
import type { OkResponse, PhoneLookupResponse } from '@/api/auth/authTypes'
import { DIFFICULTIES, type Difficulty } from '@/api/moves/moveTypes'
import { nextId, tableOf } from '@mocks/db/db'
import type { UserRow } from '@mocks/db/schemas'
import { PROFILE_MESSAGES, readProfileFields } from './profileFields'
import { ACCOUNT_NOT_FOUND, updateUser } from '@mocks/accounts/accountStore'
import { findUser, requireAuth, requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError, MESSAGES, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'
import { parsePhone } from './phoneNumbers'

/**
 * The member's own info (names, phone, training goal and level), the phone number check and an
 * admin marking an account verified. Goal and level live in the generic `user_info` table, which
 * get-userinfo reads; names and phone live on the user, which the profile reads.
 */

export const ACCOUNT_INFO_MESSAGES = {
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  goalRequired: 'Choose your goal.',
  goalTooLong: 'Keep your goal under 80 characters.',
  levelInvalid: 'Choose Beginner, Intermediate or Advanced.',
  userIdRequired: 'Choose the account to verify.',
  userIdInvalid: 'user_id must be the id of an account.',
  nothingToSave: 'Send first_name, last_name, phone, goal or level to save.',
  infoSaved: 'Your info has been saved.',
  verified: 'The account is verified.',
} as const

const GOAL_MAX_LENGTH = 80

const INFO_FIELDS = ['first_name', 'last_name', 'phone', 'goal', 'level'] as const
type InfoField = (typeof INFO_FIELDS)[number]

interface InfoChange {
  user: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'phone'>>
  info: { goal?: string; level?: Difficulty; phone?: string }
}

const isDifficulty = (value: string): value is Difficulty => (DIFFICULTIES as readonly string[]).includes(value)

/** Checks every field sent (absent fields stay as they are), all before anything is written. */
function readInfoChange(body: JsonObject, ownOrigin: string): InfoChange {
  const sent = INFO_FIELDS.filter((field) => body[field] !== undefined)
  if (sent.length === 0) throw new HttpError(400, ACCOUNT_INFO_MESSAGES.nothingToSave)

  const validation: Validation = {}
  const text = (field: InfoField) => (typeof body[field] === 'string' ? (body[field] as string).trim() : null)
  // Names and phone are checked as the profile calls check them; a photo is not this call's to set.
  const { first_name, last_name, phone } = body
  const profile = readProfileFields({ first_name, last_name, phone }, ownOrigin, validation)
  const change: InfoChange = { user: profile, info: {} }
  if (profile.phone !== undefined) change.user.phone = change.info.phone = parsePhone(profile.phone)?.e164 ?? ''

  if (sent.includes('goal')) {
    const value = text('goal')
    if (!value) validation.goal = ACCOUNT_INFO_MESSAGES.goalRequired
    else if (value.length > GOAL_MAX_LENGTH) validation.goal = ACCOUNT_INFO_MESSAGES.goalTooLong
    else change.info.goal = value
  }

  if (sent.includes('level')) {
    const value = text('level')?.toLowerCase() ?? ''
    if (isDifficulty(value)) change.info.level = value
    else validation.level = ACCOUNT_INFO_MESSAGES.levelInvalid
  }

  assertValid(validation)
  return change
}

async function saveUserInfoRow(userId: number, info: InfoChange['info']): Promise<void> {
  if (Object.keys(info).length === 0) return
  const table = tableOf('user_info')
  const existing = table.findFirst((q) => q.where((row) => row.user_id === userId))
  if (existing) {
    await table.update((q) => q.where((row) => row.id === existing.id), {
      data(draft) {
        Object.assign(draft, info)
      },
    })
  } else {
    await table.create({ id: nextId('user_info'), user_id: userId, ...info })
  }
}

export const accountInfoHandlers = [
  // The signed-in member's own info; an admin may name another account with user_id.
  http.post(
    '*/v3/api/custom/movetime/userinfo',
    handle(async ({ request }) => {
      const auth = requireAuth(request)
      const body = await readJsonObject(request)
      const userId = body.user_id === undefined ? auth.user.id : idField(body.user_id)
      if (userId === null) throw new HttpError(400, MESSAGES.checkFields, { user_id: ACCOUNT_INFO_MESSAGES.userIdInvalid })
      if (userId !== auth.user.id && auth.session.role !== 'admin') throw new HttpError(403, MESSAGES.forbidden)
      if (!findUser(userId)) throw new HttpError(404, ACCOUNT_NOT_FOUND)

      const change = readInfoChange(body, new URL(request.url).origin)
      if (Object.keys(change.user).length > 0) await updateUser(userId, (draft) => Object.assign(draft, change.user))
      await saveUserInfoRow(userId, change.info)
      return HttpResponse.json<OkResponse>({ error: false, message: ACCOUNT_INFO_MESSAGES.infoSaved })
    }),
  ),

  // A check, not a record: an invalid number is a normal answer (valid: false), not an error.
  http.get<{ phone: string }>(
    '*/v3/api/movetime/phone/:phone/lookup',
    handle<{ phone: string }>(({ request, params }) => {
      requireAuth(request)
      const parsed = parsePhone(decodePathPart(params.phone))
      return HttpResponse.json<PhoneLookupResponse>({
        error: false,
        valid: parsed !== null,
        phone: parsed?.e164 ?? '',
        country: parsed?.country ?? '',
      })
    }),
  ),

  http.post(
    '*/v2/api/lambda/verify/user',
    handle(async ({ request }) => {
      requireRole(request, 'admin')
      const body = await readJsonObject(request)
      const userId = idField(body.user_id)
      if (userId === null) throw new HttpError(400, MESSAGES.checkFields, { user_id: ACCOUNT_INFO_MESSAGES.userIdRequired })
      await updateUser(userId, (draft) => {
        draft.verified = true
      })
      return HttpResponse.json<OkResponse>({ error: false, message: ACCOUNT_INFO_MESSAGES.verified })
    }),
  ),
]

/** A positive whole number, sent as a number or as digits. */
function idField(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Path parameters may still be percent-encoded (+ as %2B); a malformed escape is just an invalid number. */
function decodePathPart(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
