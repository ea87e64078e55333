import { callMock } from './callMock'

/**
 * Test helper: a captcha token as a sign-up form holds it just before it calls register — issued
 * by the stand-in widget's endpoint and verified through google-captcha. Good for one call.
 */
export async function verifiedCaptchaToken(): Promise<string> {
  const issued = await callMock<{ token: string }>('POST', '/__mock/captcha')
  const verified = await callMock('POST', '/v2/api/lambda/google-captcha', { body: { captchaToken: issued.body.token } })
  if (verified.status !== 200) throw new Error(`google-captcha answered ${verified.status}`)
  return issued.body.token
}
