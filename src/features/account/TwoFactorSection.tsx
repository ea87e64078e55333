import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useSetAtom } from 'jotai'
import { Link } from '@/ui/link/Link'
import { errorMessage } from '@/api/apiError'
import { enableTwoFactor } from '@/api/auth/authApi'
import type { Profile, TwoFactorEnableResponse } from '@/api/auth/authTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { Panel } from '@/ui/panel/Panel'
import './account.css'

// Most visits change nothing here: each dialog (the setup's with the QR code encoder) loads when
// asked for. The toggle shows busy meanwhile; the setup's code loads while the server makes the key.
const loadSetupDialog = () => import('./TwoFactorSetupDialog')
const loadDisableDialog = () => import('./TwoFactorDisableDialog')
const TwoFactorSetupDialog = lazy(() => loadSetupDialog().then((module) => ({ default: module.TwoFactorSetupDialog })))
const TwoFactorDisableDialog = lazy(() => loadDisableDialog().then((module) => ({ default: module.TwoFactorDisableDialog })))

type DialogState = { kind: 'none' } | { kind: 'setup'; setup: TwoFactorEnableResponse } | { kind: 'disable' }

export const TWO_FACTOR_TEXT = {
  turnOn: 'Turn on two-factor authentication',
  turnOff: 'Turn off two-factor authentication',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
} as const

export interface TwoFactorSectionProps {
  profile: Profile
  onChange: (enabled: boolean) => void
}

/** Status, the way to turn it on (QR code and key, then a code) or off (a code), and what to do if the phone is lost. */
export function TwoFactorSection({ profile, onChange }: TwoFactorSectionProps) {
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' })
  const [starting, setStarting] = useState(false)
  const [problem, setProblem] = useState<string>()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const toggle = useRef<HTMLButtonElement>(null)
  const dialogWasOpen = useRef(false)
  const enabled = profile.two_factor_enabled

  // The toggle was disabled while busy, so the dialog cannot hand focus back to it: do it here.
  useEffect(() => {
    if (dialog.kind !== 'none') {
      dialogWasOpen.current = true
    } else if (dialogWasOpen.current) {
      dialogWasOpen.current = false
      toggle.current?.focus()
    }
  }, [dialog.kind])

  const start = async () => {
    setProblem(undefined)
    setStarting(true)
    try {
      if (enabled) {
        await loadDisableDialog()
        setDialog({ kind: 'disable' })
      } else {
        const [setup] = await Promise.all([enableTwoFactor(), loadSetupDialog()])
        setDialog({ kind: 'setup', setup })
      }
    } catch (error) {
      // A dialog's code that would not load (offline on a page not cached yet) says so like a failed call.
      setProblem(errorMessage(error))
    } finally {
      setStarting(false)
    }
  }

  const finish = (nowEnabled: boolean) => {
    setDialog({ kind: 'none' })
    onChange(nowEnabled)
    showSnackbar({ text: nowEnabled ? TWO_FACTOR_TEXT.enabled : TWO_FACTOR_TEXT.disabled })
  }

  return (
    <Panel title="Two-factor authentication">
      <p className="account-status-line">
        Status:{' '}
        <strong className={`account-badge ${enabled ? 'account-badge--success' : 'account-badge--neutral'}`}>{enabled ? 'On' : 'Off'}</strong>
      </p>
      <p className="account-muted">
        {enabled
          ? 'Signing in asks for your password and then a 6-digit code from the authenticator app on your phone.'
          : 'Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. Someone who learns your password still cannot sign in.'}
      </p>
      <FormAlert>{problem}</FormAlert>
      <div>
        {/* One button whatever the state, so focus can come back to it after a dialog. */}
        <Button ref={toggle} variant={enabled ? 'secondary' : 'primary'} busy={starting} onClick={start}>
          {enabled ? TWO_FACTOR_TEXT.turnOff : TWO_FACTOR_TEXT.turnOn}
        </Button>
      </div>

      <h3 className="account-subtitle">Lost your phone?</h3>
      <p className="account-muted">
        If you can no longer get codes, <Link to={paths.contact}>contact support</Link> from your account email ({profile.email}).
        Support will check that it is really you, then turn two-factor authentication off so you can sign in with your password and
        set it up again on your new phone.
      </p>

      {/* The code is in by now (start waited for it): nothing to show while React takes it up. */}
      <Suspense fallback={null}>
        {dialog.kind === 'setup' && (
          <TwoFactorSetupDialog setup={dialog.setup} onEnabled={() => finish(true)} onCancel={() => setDialog({ kind: 'none' })} />
        )}
        {dialog.kind === 'disable' && <TwoFactorDisableDialog onDisabled={() => finish(false)} onCancel={() => setDialog({ kind: 'none' })} />}
      </Suspense>
    </Panel>
  )
}
