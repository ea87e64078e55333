import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { CALENDAR_TIME_ZONE_KEY, calendarTimeZoneAtom, calendarZoneChosenAtom, deviceTimeZone } from '@/lib/time/calendarTimeZone'
import { canonicalTimeZone } from '@/lib/time/timeZones'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import * as stories from './CalendarTimeZoneSection.stories'
import { CalendarTimeZoneSection, ZONE_TEXT } from './CalendarTimeZoneSection'
import { resolveTimeZone } from './calendarZoneChoice'
import { SettingsPage } from './SettingsPage'

function renderSection() {
  return renderWithRouter(<CalendarTimeZoneSection />, { path: '/user/setting', at: '/user/setting' })
}

const section = () => screen.getByRole('region', { name: ZONE_TEXT.title })

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))
afterEach(() => appStore.set(calendarTimeZoneAtom, null))

const KOLKATA = canonicalTimeZone('Asia/Kolkata')

describe('resolveTimeZone', () => {
  it('reads IANA names in every case, and places written with spaces', () => {
    expect(resolveTimeZone('europe/paris')).toBe('Europe/Paris')
    expect(resolveTimeZone('  Asia/Kolkata ')).toBe(KOLKATA)
    expect(resolveTimeZone('kolkata')).toBe(KOLKATA)
    expect(resolveTimeZone('New York')).toBe('America/New_York')
    expect(resolveTimeZone('new_york')).toBe('America/New_York')
    expect(resolveTimeZone('utc')).toBe('UTC')
  })

  it('refuses what is not a zone', () => {
    expect(resolveTimeZone('')).toBeNull()
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBeNull()
    expect(resolveTimeZone('Springfield')).toBeNull()
  })
})

describe('Settings: calendar time zone', () => {
  it('follows the device by default and says which zone that is', () => {
    renderSection()
    const device = within(section()).getByRole('radio', { name: ZONE_TEXT.device(deviceTimeZone()) })
    expect(device).toBeChecked()
    expect(within(section()).getByText(ZONE_TEXT.now(deviceTimeZone()))).toBeInTheDocument()
  })

  it('keeps a chosen zone, typed as a place, on this device', async () => {
    const { user } = renderSection()
    await user.click(within(section()).getByRole('radio', { name: ZONE_TEXT.chosen }))
    const field = within(section()).getByRole('combobox', { name: ZONE_TEXT.field })
    await user.type(field, 'Kolkata')
    await user.click(within(section()).getByRole('button', { name: ZONE_TEXT.save }))
    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe(ZONE_TEXT.saved))
    expect(appStore.get(calendarTimeZoneAtom)).toBe(KOLKATA)
    expect(appStore.get(calendarZoneChosenAtom)).toBe(true)
    expect(localStorage.getItem(CALENDAR_TIME_ZONE_KEY)).toBe(KOLKATA)
    expect(field).toHaveValue(KOLKATA)
    expect(within(section()).getByText(ZONE_TEXT.now(KOLKATA!))).toBeInTheDocument()
  })

  it('refuses an unknown zone with a message at the field, keeping what was typed', async () => {
    const { user } = renderSection()
    await user.click(within(section()).getByRole('radio', { name: ZONE_TEXT.chosen }))
    const field = within(section()).getByRole('combobox', { name: ZONE_TEXT.field })
    await user.type(field, 'Atlantis/Lost_City')
    await user.click(within(section()).getByRole('button', { name: ZONE_TEXT.save }))
    expect(await within(section()).findByText(ZONE_TEXT.unknown('Atlantis/Lost_City'))).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(expect.stringContaining('is not a time zone we know'))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveValue('Atlantis/Lost_City')
    await waitFor(() => expect(field).toHaveFocus())
    expect(appStore.get(calendarZoneChosenAtom)).toBe(false)
  })

  it('goes back to the device’s zone', async () => {
    appStore.set(calendarTimeZoneAtom, 'America/New_York')
    const { user } = renderSection()
    expect(within(section()).getByRole('combobox', { name: ZONE_TEXT.field })).toHaveValue('America/New_York')
    await user.click(within(section()).getByRole('radio', { name: ZONE_TEXT.device(deviceTimeZone()) }))
    await user.click(within(section()).getByRole('button', { name: ZONE_TEXT.save }))
    await waitFor(() => expect(appStore.get(calendarZoneChosenAtom)).toBe(false))
    expect(localStorage.getItem(CALENDAR_TIME_ZONE_KEY)).toBeNull()
    expect(appStore.get(calendarTimeZoneAtom)).toBe(deviceTimeZone())
  })

  it('offers the zones the browser knows in a list under the field', async () => {
    const { user } = renderSection()
    await user.click(within(section()).getByRole('radio', { name: ZONE_TEXT.chosen }))
    const field = within(section()).getByRole('combobox', { name: ZONE_TEXT.field })
    const list = document.getElementById(field.getAttribute('list') ?? '')
    expect(list?.querySelectorAll('option').length).toBeGreaterThan(100)
    expect(list?.querySelector('option[value="Europe/London"]')).not.toBeNull()
  })
})

describe('Settings page: the calendar time zone', () => {
  afterEach(() => setMockOffline(false))

  it('is there offline too, as it is kept on this device', async () => {
    await signInAsMember()
    await setMockOffline(true)
    renderWithRouter(<SettingsPage />, { path: '/user/setting', at: '/user/setting' })
    expect(await screen.findByText(/Your settings need a connection/)).toBeInTheDocument()
    // The section may load after the page draws: wait for its form.
    expect(await screen.findByRole('button', { name: ZONE_TEXT.save })).toBeEnabled()
    expect(section()).toContainElement(screen.getByRole('button', { name: ZONE_TEXT.save }))
  })
})

describe('calendar time zone stories', () => {
  const composed: Record<string, ComponentType> = composeStories(stories)
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} renders and is axe-clean`, async () => {
      const { container } = render(<Story />)
      expect(container.textContent).not.toBe('')
      expect(await seriousAxeViolations(container)).toEqual([])
    })
  }
})
