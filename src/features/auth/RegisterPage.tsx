import { useNavigate } from 'react-router'
import { Link } from '@/ui/link/Link'
import { registerMember } from '@/api/auth/authApi'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { AuthCard } from './AuthCard'
import { CaptchaSubmit } from './CaptchaSubmit'
import { captchaErrors, type CaptchaValues } from '@/shared/captcha/confirmCaptcha'
import { sendWithCaptcha } from '@/shared/captcha/captchaForm'
import { CheckboxField } from '@/ui/field/CheckboxField'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { NewAccountFields } from './NewAccountFields'
import { OfflineAuthNote } from './OfflineAuthNote'
import { PasswordField } from '@/ui/field/PasswordField'
import { ProviderSignInButton } from './provider/ProviderSignInButton'
import { validateMemberRegistration, type MemberRegistrationValues } from './validation'
import './authForm.css'

type RegisterValues = MemberRegistrationValues & CaptchaValues

const validate = (values: RegisterValues) => ({ ...validateMemberRegistration(values), ...captchaErrors(values.captcha_token) })

/**
 * /user/register and /user/sign-up: a new member account, verified by email before first
 * sign-in (and so before choosing a plan). Always behind a robot check.
 */
export function RegisterPage() {
  const navigate = useNavigate()
  const form = useForm<RegisterValues>({
    initial: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      terms: false,
      captcha_token: '',
    },
    validate,
  })

  const register = async (values: RegisterValues) => {
    const email = values.email.trim()
    await sendWithCaptcha(form, values.captcha_token, (captcha_token) =>
      registerMember({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), email, password: values.password, captcha_token }),
    )
    navigate(paths.registerSuccessFor(email))
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Browse the move library, keep favourites and train anywhere."
      footer={
        <p>
          Already have an account? <Link to={paths.login()}>Sign in</Link>
        </p>
      }
    >
      <OfflineAuthNote action="Creating an account" />
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(register)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <NewAccountFields field={form.field} />
        <PasswordField label="Confirm password" autoComplete="new-password" required {...form.field('confirm_password')} />
        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link to={paths.terms} target="_blank" rel="noopener">
                Terms
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} target="_blank" rel="noopener">
                Privacy policy
              </Link>
            </>
          }
          // The links open a new tab so reading them never loses this form.
          hint="The Terms and Privacy policy open in a new tab."
          required
          {...form.checkbox('terms')}
        />
        <CaptchaSubmit form={form} label="Create account" />
      </form>
      <ProviderSignInButton />
    </AuthCard>
  )
}
