import type { Profile } from '@/api/auth/authTypes'
import type { UserRow } from '@mocks/db/schemas'

/**
 * Fields that never leave the mock, whoever asks (admins included): password hashes, two-factor
 * secrets, session/email/card tokens. Matched by name rather than listed per table, so a field
 * added later (or typed into a loose generic row) is covered without anyone remembering to.
 */
const SECRET_FIELD = /(^|_)(password|secret|token)(_|$)|_hash$/

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field)
}

type Secret = 'password_hash' | 'two_factor_secret' | 'two_factor_pending_secret' | 'token'

/** Any row of any table as it may leave the mock: a detached copy without secret fields. */
export function presentRow<T extends Record<string, unknown>>(row: T): Omit<T, Secret> {
  const out: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(row)) if (!isSecretField(field)) out[field] = value
  return out as Omit<T, Secret>
}

/** The only shape a user leaves the mock in through the account calls. */
export function toProfile(user: UserRow): Profile {
  const shown = presentRow(user)
  return {
    id: shown.id,
    email: shown.email,
    first_name: shown.first_name,
    last_name: shown.last_name,
    role: shown.role,
    phone: shown.phone,
    photo: shown.photo,
    verified: shown.verified,
    two_factor_enabled: shown.two_factor_enabled,
    created_at: shown.created_at,
  }
}
