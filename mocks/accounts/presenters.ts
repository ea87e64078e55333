import type { Profile } from '@/api/auth/authTypes'
import type { UserRow } from '@mocks/db/schemas'

/** The only shape a user leaves the mock in: never the password hash. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    phone: user.phone,
    photo: user.photo,
    verified: user.verified,
    two_factor_enabled: user.two_factor_enabled,
    created_at: user.created_at,
  }
}

/** Any row of any table as it may leave the mock: a detached copy without secret fields. */
export function presentRow<T extends Record<string, unknown>>(row: T): Omit<T, 'password_hash'> {
  const { password_hash: _secret, ...rest } = row
  void _secret
  return rest
}
