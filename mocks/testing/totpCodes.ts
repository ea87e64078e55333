import { Secret, TOTP } from 'otpauth'

/** Test helper: the code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

/** Test helper: six digits that are no code of `secret` anywhere near now. */
export function wrongTotpCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)))
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0')
    if (!near.has(candidate)) return candidate
  }
}
