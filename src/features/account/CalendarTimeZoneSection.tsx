import { useEffect, useId, useMemo } from 'react'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { calendarTimeZoneAtom, calendarZoneChosenAtom, deviceTimeZone } from '@/lib/time/calendarTimeZone'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import { Panel } from '@/ui/panel/Panel'
import { knownTimeZones, resolveTimeZone } from './calendarZoneChoice'
import './account.css'
import './communityPrivacy.css'

export const ZONE_TEXT = {
  title: 'Calendar time zone',
  legend: 'Show bookings with a coach in',
  device: (zone: string) => `Use this device’s time zone (${zone})`,
  deviceHint: 'Follows the phone or computer: travel, and your calendar moves with you.',
  chosen: 'A time zone I choose',
  chosenHint: 'Keeps your calendar in one place wherever this device is.',
  field: 'Time zone',
  fieldHint: 'Type a city or region, like New York or Asia/Kolkata, and pick from the list.',
  missing: 'Type a time zone, or use this device’s.',
  unknown: (typed: string) => `“${typed.trim()}” is not a time zone we know. Pick one from the list, like Europe/London.`,
  save: 'Save time zone',
  saved: 'Calendar time zone saved',
  now: (zone: string) => `Your calendar shows times in ${zone}.`,
} as const

interface ZoneValues {
  mode: 'device' | 'chosen'
  zone: string
}

function validateZone(values: ZoneValues) {
  if (values.mode === 'device') return {}
  if (!values.zone.trim()) return { zone: ZONE_TEXT.missing }
  return resolveTimeZone(values.zone) ? {} : { zone: ZONE_TEXT.unknown(values.zone) }
}

export interface CalendarTimeZoneSectionProps {
  /** Whether a choice is made but not saved, for the page's unsaved-changes guard. */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * Settings: the zone the member's bookings are shown and booked in. Kept on this device, so it
 * works offline and needs no server; a zone the browser does not know is refused with the text kept.
 */
export function CalendarTimeZoneSection({ onDirtyChange }: CalendarTimeZoneSectionProps) {
  const [zone, setZone] = useAtom(calendarTimeZoneAtom)
  const chosen = useAtomValue(calendarZoneChosenAtom)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const device = deviceTimeZone()
  const zones = useMemo(() => knownTimeZones(), [])
  const listId = useId()
  const legendId = useId()
  const form = useForm<ZoneValues>({ initial: { mode: chosen ? 'chosen' : 'device', zone: chosen ? zone : '' }, validate: validateZone })
  const { dirty } = form

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const save = form.handleSubmit(async (values) => {
    const next = values.mode === 'device' ? null : resolveTimeZone(values.zone)
    if (values.mode === 'chosen' && !next) return { zone: ZONE_TEXT.unknown(values.zone) }
    if (!setZone(next)) return { zone: ZONE_TEXT.unknown(values.zone) }
    form.reset({ mode: values.mode, zone: next ?? '' })
    showSnackbar({ text: ZONE_TEXT.saved })
  })

  return (
    <Panel title={ZONE_TEXT.title}>
      <form className="account-form" noValidate onSubmit={save} aria-labelledby={legendId}>
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <fieldset className="privacy-choices">
          <legend id={legendId} className="privacy-choices__legend">
            {ZONE_TEXT.legend}
          </legend>
          <ZoneOption
            label={ZONE_TEXT.device(device)}
            description={ZONE_TEXT.deviceHint}
            checked={form.values.mode === 'device'}
            onChoose={() => form.setValue('mode', 'device')}
          />
          <ZoneOption
            label={ZONE_TEXT.chosen}
            description={ZONE_TEXT.chosenHint}
            checked={form.values.mode === 'chosen'}
            onChoose={() => form.setValue('mode', 'chosen')}
          />
        </fieldset>
        {form.values.mode === 'chosen' && (
          <>
            <TextField
              label={ZONE_TEXT.field}
              hint={ZONE_TEXT.fieldHint}
              list={listId}
              autoComplete="off"
              spellCheck={false}
              {...form.field('zone')}
            />
            <datalist id={listId}>
              {zones.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
        <div className="account-form__actions">
          <Button type="submit" busy={form.busy}>
            {ZONE_TEXT.save}
          </Button>
          {!dirty && <span className="account-muted">{ZONE_TEXT.now(zone)}</span>}
        </div>
      </form>
    </Panel>
  )
}

function ZoneOption({ label, description, checked, onChoose }: { label: string; description: string; checked: boolean; onChoose: () => void }) {
  const id = useId()
  return (
    <div className={['privacy-option', checked && 'privacy-option--checked'].filter(Boolean).join(' ')}>
      <input id={id} type="radio" name="mode" checked={checked} onChange={onChoose} aria-describedby={`${id}-description`} />
      <label htmlFor={id} className="privacy-option__label">
        {label}
      </label>
      <p id={`${id}-description`} className="privacy-option__description">
        {description}
      </p>
    </div>
  )
}
