import type { Profile, TwoFactorEnableResponse } from '@/api/auth/authTypes'
import type { UserInfo } from '@/api/moves/moveTypes'

/** Stories and tests: the seeded member as the API describes them, for answers a story fixes. */
export const memberProfile: Profile = {
  id: 1,
  email: 'member@movetime.app',
  first_name: 'Maya',
  last_name: 'Thompson',
  role: 'user',
  phone: '+1 415 555 0101',
  photo: '',
  verified: true,
  two_factor_enabled: false,
  created_at: '2025-01-02T09:00:00.000Z',
}

export const memberInfo: UserInfo = {
  id: 1,
  first_name: 'Maya',
  last_name: 'Thompson',
  email: 'member@movetime.app',
  photo: '',
  goal: 'Build strength',
  level: 'intermediate',
  member_since: '2025-01-02T09:00:00.000Z',
}

const setupSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** What 2fa/enable answers: a fixed secret, so the QR code looks the same on every visit. */
export const twoFactorSetup: TwoFactorEnableResponse = {
  error: false,
  secret: setupSecret,
  otpauth_url: `otpauth://totp/MoveTime:member%40movetime.app?issuer=MoveTime&secret=${setupSecret}&algorithm=SHA1&digits=6&period=30`,
}
