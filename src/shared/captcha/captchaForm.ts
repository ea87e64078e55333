import type { FieldErrors } from '@/shared/form/fieldErrors'
import type { CaptchaWidgetProps } from './captchaWidgetProps'
import { confirmCaptcha, type CaptchaValues } from './confirmCaptcha'

/** The part of a useForm form that its robot check reads and writes. */
export interface CaptchaForm {
  values: CaptchaValues
  fieldErrors: FieldErrors<'captcha_token'>
  setValue: (name: 'captcha_token', value: string) => void
}

/** CaptchaField's props, bound to the form's `captcha_token`. */
export function captchaBinding(form: CaptchaForm): CaptchaWidgetProps {
  return {
    value: form.values.captcha_token,
    onChange: (token) => form.setValue('captcha_token', token),
    error: form.fieldErrors.captcha_token,
  }
}

/**
 * Confirms the typed token, then runs the account call that spends it. The token is spent (or
 * refused) either way, so a failure clears it: the next try needs a new tick.
 */
export async function sendWithCaptcha<R>(form: CaptchaForm, token: string, send: (captchaToken: string) => Promise<R>): Promise<R> {
  try {
    return await send(await confirmCaptcha(token))
  } catch (failure) {
    form.setValue('captcha_token', '')
    throw failure
  }
}
