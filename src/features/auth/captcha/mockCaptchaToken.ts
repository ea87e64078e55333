import { z } from 'zod'
import { apiBaseUrl, projectHeader } from '@/api/config'

// Built on call, not at load: a schema made at module level is a side effect that would keep this
// module (and zod) in api builds, where nothing calls it.
const answerSchema = () => z.object({ token: z.string().min(1), expires_in_ms: z.number().positive() })

export interface MockCaptchaToken {
  token: string
  expiresInMs: number
}

/**
 * Mock mode only: what ticking the stand-in "I'm not a robot" box fetches from the mock backend.
 * Not a SPEC call (Google's widget talks to Google), so it bypasses endpoint() like the
 * developer panel's controls; api builds never reach this module.
 */
export async function requestMockCaptchaToken(): Promise<MockCaptchaToken> {
  const url = new URL(`${apiBaseUrl}/__mock/captcha`, window.location.href)
  const response = await fetch(url, { method: 'POST', headers: { 'x-project': projectHeader } })
  if (!response.ok) throw new Error(`The mock backend answered ${response.status} to the robot check.`)
  const answer = answerSchema().parse(await response.json())
  return { token: answer.token, expiresInMs: answer.expires_in_ms }
}
