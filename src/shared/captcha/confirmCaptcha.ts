import { verifyCaptcha } from '@/api/auth/authApi'
import { ApiError } from '@/api/apiError'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/** Shown at the robot check when it is not ticked, or the server did not accept it. */
export const CAPTCHA_REQUIRED = 'Please confirm you are not a robot.'

/** Forms with a robot check keep its token as the field `captcha_token`, the name the API uses. */
export interface CaptchaValues {
  captcha_token: string
}

export function captchaErrors(token: string): FieldErrors<'captcha_token'> {
  return token ? {} : { captcha_token: CAPTCHA_REQUIRED }
}

/**
 * google-captcha, just before the account call that spends the token. A refusal lands at the
 * robot check (the server's reason stays the form-level message); a network failure stays a
 * network failure.
 */
export async function confirmCaptcha(token: string): Promise<string> {
  try {
    await verifyCaptcha({ captchaToken: token })
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) {
      throw new ApiError(error.status, error.message, { captcha_token: CAPTCHA_REQUIRED })
    }
    throw error
  }
  return token
}
