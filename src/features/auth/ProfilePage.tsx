import { useEffect, useId, useState, type ReactNode } from 'react'
import { PASSWORD_HINT } from '@/lib/auth/passwordRule'
import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import { getProfile, updateEmail, updatePassword, updateProfile } from '@/api/auth/authApi'
import type { Profile } from '@/api/auth/authTypes'
import { errorMessage } from '@/api/apiError'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { TextField } from '@/ui/field/TextField'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { PasswordField } from '@/ui/field/PasswordField'
import { loginPathForRole } from './safeRedirect'
import { useAuthForm } from './useAuthForm'
import {
  validateDetails,
  validateEmailOnly,
  validateNewPassword,
  type DetailsValues,
  type NewPasswordValues,
} from './validation'
import './authForm.css'
import './profile.css'

export interface ProfilePageProps {
  /** Whose area this is; sign-out returns to /{role}/login. */
  role: Role
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; profile: Profile }

/** /user/profile, /admin/profile, /public/profile, /account/profile: the signed-in account's own details. */
export function ProfilePage({ role }: ProfilePageProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const dispatch = useSetAtom(authAtom)
  const navigate = useNavigate()

  useEffect(() => {
    let current = true
    getProfile().then(
      (response) => current && setLoad({ kind: 'ready', profile: response.model }),
      (error: unknown) => current && setLoad({ kind: 'failed', message: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [attempt])

  const retry = () => {
    setLoad({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }

  const signOut = () => {
    dispatch({ type: 'LOGOUT' })
    navigate(loginPathForRole(role), { replace: true })
  }

  const saved = (profile: Profile) => setLoad({ kind: 'ready', profile })

  return (
    <div className="profile-page">
      <h1 className="profile-page__title">Your profile</h1>
      {load.kind === 'loading' && (
        <LabelledSpinner label="Loading your profile…" />
      )}
      {load.kind === 'failed' && (
        <div className="profile-page__failed">
          <LoadFailedAlert message={load.message} onRetry={retry} />
        </div>
      )}
      {load.kind === 'ready' && (
        <>
          <DetailsSection key={`details-${load.profile.id}`} profile={load.profile} onSaved={saved} />
          <EmailSection key={`email-${load.profile.id}`} profile={load.profile} onSaved={saved} />
          <PasswordSection />
        </>
      )}
      <Section title="Sign out">
        <p className="profile-section__text">Signing out removes your session from this device.</p>
        <Button variant="secondary" onClick={signOut}>
          Sign out
        </Button>
      </Section>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

interface SectionProps {
  profile: Profile
  onSaved: (profile: Profile) => void
}

function DetailsSection({ profile, onSaved }: SectionProps) {
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const form = useAuthForm<DetailsValues>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
  })

  const save = async (values: DetailsValues) => {
    const response = await updateProfile({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: values.phone.trim(),
    })
    onSaved(response.model)
    showSnackbar({ text: 'Profile saved' })
  }

  return (
    <Section title="Your details">
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(validateDetails, save)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <div className="auth-form__row">
          <TextField label="First name" autoComplete="given-name" required {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" hint="Optional" {...form.field('phone')} />
        <div>
          <Button type="submit" busy={form.busy}>
            Save details
          </Button>
        </div>
      </form>
    </Section>
  )
}

function EmailSection({ profile, onSaved }: SectionProps) {
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const form = useAuthForm({ email: '' })

  const save = async ({ email }: { email: string }) => {
    const address = email.trim()
    await updateEmail({ email: address })
    onSaved({ ...profile, email: address })
    form.reset({ email: '' })
    showSnackbar({ text: 'Email updated' })
  }

  return (
    <Section title="Email">
      <p className="profile-section__text">
        You sign in with <strong>{profile.email}</strong>.
      </p>
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(validateEmailOnly, save)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="New email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
        <div>
          <Button type="submit" busy={form.busy}>
            Change email
          </Button>
        </div>
      </form>
    </Section>
  )
}

function PasswordSection() {
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const form = useAuthForm<NewPasswordValues>({ password: '', confirm_password: '' })

  const save = async ({ password }: NewPasswordValues) => {
    await updatePassword({ password })
    // Cleared on success only: after a failure the member corrects what they typed.
    form.reset({ password: '', confirm_password: '' })
    showSnackbar({ text: 'Password updated' })
  }

  return (
    <Section title="Password">
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(validateNewPassword, save)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <PasswordField label="New password" autoComplete="new-password" hint={PASSWORD_HINT} required {...form.field('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.field('confirm_password')} />
        <div>
          <Button type="submit" busy={form.busy}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  )
}
