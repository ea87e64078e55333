import type { CaptchaWidgetProps } from './captchaWidgetProps'
import { MockCaptchaWidget } from './MockCaptchaWidget'
import { RecaptchaWidget } from './RecaptchaWidget'
import './captcha.css'

export type CaptchaFieldProps = CaptchaWidgetProps

/**
 * The robot check on sign-up and (after a failed attempt) sign-in. Mock builds show a stand-in
 * the mock backend answers; api builds show Google reCAPTCHA. `__MOCK__` is a build-time
 * constant, so an api build drops the stand-in and its mock endpoint entirely.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  return __MOCK__ ? <MockCaptchaWidget {...props} /> : <RecaptchaWidget {...props} />
}
