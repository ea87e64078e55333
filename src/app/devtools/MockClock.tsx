import { useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { getMockClock, moveMockClock } from '@/api/mockControls/mockControlsApi'
import { useForm } from '@/shared/form/useForm'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'

/** Hours the typed move may take: the mock allows a year either way; forward is what trying a reminder needs. */
export const MAX_MOVE_HOURS = 24 * 366

const STEPS = [
  { label: '+1 hour', hours: 1 },
  { label: '+1 day', hours: 24 },
  { label: '+1 week', hours: 24 * 7 },
] as const

interface HoursForm {
  hours: string
}

/** A positive number of hours up to a year; decimals allowed (0.5 is half an hour). */
export function validateHours({ hours }: HoursForm): Partial<Record<keyof HoursForm, string>> {
  const text = hours.trim()
  if (text === '') return { hours: 'Enter how many hours to move forward.' }
  const value = Number(text)
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(value) || value <= 0) return { hours: 'Enter a number of hours greater than 0, e.g. 25 or 0.5.' }
  if (value > MAX_MOVE_HOURS) return { hours: `Move at most ${MAX_MOVE_HOURS.toLocaleString('en')} hours (a year) at a time.` }
  return {}
}

function formatNow(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** "26 hours ahead of real time", "2 days 3 hours ahead…", or "real time". */
export function offsetText(offsetMs: number): string {
  const hours = Math.round(offsetMs / 360_000) / 10
  if (hours <= 0) return 'Real time'
  const days = Math.floor(hours / 24)
  const rest = Math.round((hours - days * 24) * 10) / 10
  const parts = [days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`, rest > 0 && `${rest} ${rest === 1 ? 'hour' : 'hours'}`].filter(Boolean)
  return `${parts.join(' ')} ahead of real time`
}

export interface MockClockProps {
  headingId: string
  /** After every move: what the new time made happen (reminders sent, sessions completed) is worth reading again. */
  onMoved?: () => void
}

/**
 * The bookings' clock in the mock: read, moved forward, or set back to real time, so a reminder
 * email, a completed session or a closing review window can be tried without waiting. The mock
 * settles what the new time makes happen before it answers.
 */
export function MockClock({ headingId, onMoved }: MockClockProps) {
  const { state, retry, replace } = useRemoteData({ key: 'mock-clock', load: () => getMockClock() })
  const [said, setSaid] = useState('')
  const form = useForm<HoursForm>({ initial: { hours: '' }, validate: validateHours })
  // The step buttons send a fixed move: a form with no fields, for its busy state and its failure.
  const steps = useForm<Record<never, never>>({ initial: {}, describeFailure: (error) => `Could not move the clock: ${errorMessage(error)}` })

  const move = async (body: { advanceHours: number } | { reset: true }) => {
    const clock = await moveMockClock(body)
    replace(clock)
    setSaid('reset' in body ? `Back to real time: ${formatNow(clock.now)}.` : `Mock clock moved to ${formatNow(clock.now)}. Reminders and finished sessions are up to date.`)
    onMoved?.()
  }

  const step = (body: { advanceHours: number } | { reset: true }) => {
    setSaid('')
    return steps.submit(() => move(body))
  }

  const onSubmit = form.handleSubmit(async ({ hours }) => {
    await move({ advanceHours: Number(hours.trim()) })
    form.reset({ hours: '' })
  })

  const working = steps.busy || form.busy
  return (
    <section className="mt-devpanel__clock" aria-labelledby={headingId}>
      <div className="mt-devpanel__mailbox-head">
        <h3 id={headingId}>Mock clock</h3>
      </div>
      {state.status === 'loading' && <p className="mt-devpanel__empty">Reading the mock clock…</p>}
      {state.status === 'error' && (
        <p className="mt-devpanel__empty">
          Could not read the mock clock: {state.message}{' '}
          <Button variant="ghost" onClick={retry}>
            Try again
          </Button>
        </p>
      )}
      {state.status === 'ready' && (
        <p className="mt-devpanel__clock-now">
          <time dateTime={state.data.now}>{formatNow(state.data.now)}</time>
          <span className="mt-devpanel__clock-offset">{offsetText(state.data.offsetMs)}</span>
        </p>
      )}
      <div className="mt-devpanel__clock-steps" role="group" aria-label="Move the mock clock forward">
        {STEPS.map(({ label, hours }) => (
          <Button key={label} variant="secondary" busy={working} onClick={() => void step({ advanceHours: hours })}>
            {label}
          </Button>
        ))}
        <Button variant="ghost" busy={working} onClick={() => void step({ reset: true })}>
          Back to real time
        </Button>
      </div>
      {/* Focus stays on the step button pressed; the alert is announced where it is. */}
      <FormAlert>{steps.formError}</FormAlert>
      <form className="mt-devpanel__clock-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="Move forward by N hours" inputMode="decimal" autoComplete="off" hint="Decimals allowed: 0.5 is half an hour." {...form.field('hours')} />
        <Button type="submit" variant="secondary" busy={working}>
          {form.busy ? 'Moving…' : 'Move forward'}
        </Button>
      </form>
      <p className="mt-devpanel__status" role="status">
        {said}
      </p>
    </section>
  )
}
