import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { Link } from '@/ui/link/Link'
import { register } from '@/api/auth/authApi'
import { useForm } from '@/shared/form/useForm'
import { paths } from '@/shared/paths/routePaths'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { TextField } from '@/ui/field/TextField'
import { AuthCard } from './AuthCard'
import { CaptchaSubmit } from './CaptchaSubmit'
import { captchaErrors, type CaptchaValues } from '@/shared/captcha/confirmCaptcha'
import { sendWithCaptcha } from '@/shared/captcha/captchaForm'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { NewAccountFields } from './NewAccountFields'
import { OfflineAuthNote } from './OfflineAuthNote'
import { validateSignUp, type SignUpValues } from './validation'
import './authForm.css'

export interface SignUpPageProps {
  role: 'admin' | 'public'
}

const TITLE: Record<SignUpPageProps['role'], string> = {
  admin: 'Create an admin account',
  public: 'Create a public account',
}

type AccountValues = SignUpValues & CaptchaValues

/**
 * /admin/sign-up and /public/sign-up. An admin account needs an invitation code issued by an
 * existing admin; the server enforces it, the form only asks for it up front. Both are behind a
 * robot check.
 */
export function SignUpPage({ role }: SignUpPageProps) {
  const navigate = useNavigate()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const needsInvite = role === 'admin'
  const form = useForm<AccountValues>({
    initial: { first_name: '', last_name: '', email: '', password: '', invite_code: '', captcha_token: '' },
    validate: (values) => ({ ...validateSignUp(values, needsInvite), ...captchaErrors(values.captcha_token) }),
  })

  const signUp = async (values: AccountValues) => {
    await sendWithCaptcha(form, values.captcha_token, (captcha_token) =>
      register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
        ...(needsInvite ? { invite_code: values.invite_code.trim() } : {}),
        captcha_token,
      }),
    )
    showSnackbar({ text: 'Account created. You can sign in now.' })
    navigate(paths.login(role))
  }

  return (
    <AuthCard
      title={TITLE[role]}
      footer={
        <p>
          Already have an account? <Link to={paths.login(role)}>Sign in</Link>
        </p>
      }
    >
      <OfflineAuthNote action="Creating an account" />
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(signUp)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <NewAccountFields field={form.field} />
        {needsInvite && (
          <TextField
            label="Invitation code"
            hint="Ask an existing administrator for a code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            {...form.field('invite_code')}
          />
        )}
        <CaptchaSubmit form={form} label="Create account" />
      </form>
    </AuthCard>
  )
}
