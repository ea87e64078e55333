import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { ZONE_TEXT } from './CalendarTimeZoneSection'
import { PRIVACY_TEXT } from './CommunityPrivacySection'
import { LATER_SECTION_TEXT, LaterCalendarTimeZoneSection, LaterCommunityPrivacySection, STAND_IN_CLASS } from './LaterSettingsSections'

afterEach(() => setMockOffline(false))

describe('the Settings sections loaded after the page draws', () => {
  it('stand in with the sections’ own heading and loading text', () => {
    expect(LATER_SECTION_TEXT.privacyTitle).toBe(PRIVACY_TEXT.title)
    expect(LATER_SECTION_TEXT.privacyLoading).toBe(PRIVACY_TEXT.loading)
    expect(LATER_SECTION_TEXT.zoneTitle).toBe(ZONE_TEXT.title)
  })

  it('draw the stand-ins at once, then the sections', async () => {
    await signInAsMember()
    renderWithRouter(
      <>
        <LaterCommunityPrivacySection />
        <LaterCalendarTimeZoneSection />
      </>,
      { path: '/user/setting', at: '/user/setting' },
    )
    const zone = screen.getByRole('region', { name: ZONE_TEXT.title })
    expect(within(zone).getByRole('status')).toHaveTextContent(LATER_SECTION_TEXT.zoneLoading)
    expect(within(screen.getByRole('region', { name: PRIVACY_TEXT.title })).getByRole('status')).toHaveTextContent(PRIVACY_TEXT.loading)

    // The stand-ins give way to the sections themselves, under the same headings.
    const save = await screen.findByRole('button', { name: ZONE_TEXT.save })
    expect(screen.getByRole('region', { name: ZONE_TEXT.title })).toContainElement(save)
    const chosen = await screen.findByRole('radio', { checked: true, name: 'Friends and my groups' })
    expect(screen.getByRole('region', { name: PRIVACY_TEXT.title })).toContainElement(chosen)
    expect(document.querySelector(`.${STAND_IN_CLASS}`)).toBeNull()
  })
})
