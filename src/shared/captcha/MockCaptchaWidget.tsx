import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import type { CaptchaWidgetProps } from './captchaWidgetProps'
import { requestMockCaptchaToken } from '@/api/mockControls/mockControlsApi'
import { CheckboxField } from '@/ui/field/CheckboxField'

/**
 * Mock mode's stand-in for Google's "I'm not a robot" box: a real checkbox that, when ticked,
 * gets a single-use token from the mock backend, and unticks itself when the token expires
 * (Google's widget does both). No puzzle: the point is the flow, not the robot test.
 */
export function MockCaptchaWidget({ value, onChange, error }: CaptchaWidgetProps) {
  const id = useId()
  const noteId = `${id}-note`
  const [checking, setChecking] = useState(false)
  const [note, setNote] = useState<string>()
  const [lifetimeMs, setLifetimeMs] = useState<number>()
  // Each tick or untick gets a number; an answer for an older one (or after unmount) is dropped.
  const latest = useRef(0)
  const onChangeRef = useRef(onChange)

  useEffect(() => {
    onChangeRef.current = onChange
  })

  useEffect(
    () => () => {
      latest.current += 1
    },
    [],
  )

  useEffect(() => {
    if (!value || !lifetimeMs) return
    const timer = setTimeout(() => {
      onChangeRef.current('')
      setNote('The check expired. Tick the box again.')
    }, lifetimeMs)
    return () => clearTimeout(timer)
  }, [value, lifetimeMs])

  const toggle = async (event: ChangeEvent<HTMLInputElement>) => {
    const ticket = ++latest.current
    setNote(undefined)
    if (!event.target.checked) {
      setChecking(false)
      onChange('')
      return
    }
    setChecking(true)
    try {
      const issued = await requestMockCaptchaToken()
      if (ticket !== latest.current) return
      setLifetimeMs(issued.expiresInMs)
      onChange(issued.token)
    } catch {
      if (ticket === latest.current) setNote('The check could not reach the server. Tick the box again.')
    } finally {
      if (ticket === latest.current) setChecking(false)
    }
  }

  // Ticked at once (as Google's box starts spinning at once); unticked again if the check fails.
  const checked = checking || value !== ''
  const status = checking ? 'Checking…' : value ? 'Confirmed. Thank you.' : (note ?? '')

  return (
    <div className="mt-captcha">
      <CheckboxField
        label="I'm not a robot"
        name="captcha"
        checked={checked}
        onChange={(event) => void toggle(event)}
        error={error}
        hint={status}
        hintIsStatus
        aria-describedby={noteId}
      />
      <p id={noteId} className="mt-captcha__note">
        Demo robot check: the live app shows Google reCAPTCHA here.
      </p>
    </div>
  )
}
