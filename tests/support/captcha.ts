import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { verifyCaptcha } from '@/api/auth/authApi'

/** Test-only: ticks the stand-in robot check on screen and waits until the mock has issued its token. */
export async function tickCaptcha(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }))
  await screen.findByText('Confirmed. Thank you.')
}

/**
 * Test-only: a robot-check token as a sign-up form holds it just before register — issued by the
 * stand-in widget's endpoint and verified through google-captcha. Good for one account call.
 */
export async function verifiedCaptchaToken(): Promise<string> {
  const response = await fetch(new URL('/__mock/captcha', window.location.href), { method: 'POST' })
  const { token } = (await response.json()) as { token: string }
  await verifyCaptcha({ captchaToken: token })
  return token
}
