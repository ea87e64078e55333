import { Button } from '@/ui/button/Button'
import { CaptchaField } from '@/shared/captcha/CaptchaField'
import { captchaBinding, type CaptchaForm } from '@/shared/captcha/captchaForm'
import './authForm.css'

export interface CaptchaSubmitProps {
  form: CaptchaForm & { busy: boolean }
  /** The submit button's text. */
  label: string
  /** Whether the robot check shows (sign-in asks for it only after a failed attempt). */
  captcha?: boolean
  /** Busy for longer than the form's own submit (the page still finishing the sign-in). */
  busy?: boolean
}

/** The end of an account form: the robot check, then the submit button. */
export function CaptchaSubmit({ form, label, captcha = true, busy = form.busy }: CaptchaSubmitProps) {
  return (
    <>
      {captcha && <CaptchaField {...captchaBinding(form)} />}
      <Button type="submit" className="auth-form__submit" busy={busy}>
        {label}
      </Button>
    </>
  )
}
