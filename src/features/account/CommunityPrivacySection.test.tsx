import type { ComponentType } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { getCommunityPrivacy } from '@/api/friends/friendsApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { LEAVE_TITLE } from '@/shared/form/UnsavedChangesGuard'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import * as privacyStories from './CommunityPrivacySection.stories'
import { PRIVACY_TEXT } from './CommunityPrivacySection'
import { STAND_IN_CLASS } from './LaterSettingsSections'
import { SettingsPage } from './SettingsPage'

function renderSettings() {
  return renderWithRouter(<SettingsPage />, { path: '/user/setting', at: '/user/setting' })
}

/** The section, once its code is in: until then Settings draws a stand-in with the same heading. */
async function section() {
  await waitFor(() => expect(document.querySelector(`.${STAND_IN_CLASS}`)).toBeNull())
  return screen.findByRole('region', { name: PRIVACY_TEXT.title })
}

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))

describe('Settings: community privacy', () => {
  it('shows the saved choice and saves another, which the server keeps', async () => {
    await signInAsMember()
    const { user } = renderSettings()
    const privacy = await section()
    const group = await within(privacy).findByRole('group', { name: PRIVACY_TEXT.legend })
    expect(within(group).getByRole('radio', { name: 'Friends and my groups' })).toBeChecked()
    const nobody = within(group).getByRole('radio', { name: 'Nobody' })
    expect(nobody).toHaveAccessibleDescription('No one sees your activity. In challenges, others see your first name and score only.')

    await user.click(nobody)
    await user.click(within(privacy).getByRole('button', { name: PRIVACY_TEXT.save }))
    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe(PRIVACY_TEXT.saved))
    expect((await getCommunityPrivacy()).privacy).toBe('nobody')
    expect(within(privacy).getByText('Saved: Nobody.')).toBeInTheDocument()
  })

  it('asks before leaving with a choice not saved', async () => {
    await signInAsMember()
    const { user, history } = renderSettings()
    const privacy = await section()
    await user.click(await within(privacy).findByRole('radio', { name: 'Friends' }))
    await user.click(screen.getByRole('link', { name: 'Your profile' }))
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(history.location.pathname).toBe('/user/setting')
    expect(within(privacy).getByRole('radio', { name: 'Friends' })).toBeChecked()
  })

  it('says why a save failed and keeps the choice', async () => {
    await signInAsMember()
    server.use(http.put('*/v3/api/movetime/community-privacy', () => HttpResponse.json({ error: true, message: 'Privacy is resting.' }, { status: 500 })))
    const { user } = renderSettings()
    const privacy = await section()
    await user.click(await within(privacy).findByRole('radio', { name: 'Friends' }))
    await user.click(within(privacy).getByRole('button', { name: PRIVACY_TEXT.save }))
    expect(await within(privacy).findByRole('alert')).toHaveTextContent('Privacy is resting.')
    expect(within(privacy).getByRole('radio', { name: 'Friends' })).toBeChecked()
    expect((await getCommunityPrivacy()).privacy).toBe('friends_and_groups')
  })

  it('says it needs a connection when its read finds no network', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/movetime/community-privacy', () => HttpResponse.error()))
    renderSettings()
    expect(await within(await section()).findByText(new RegExp(PRIVACY_TEXT.offline))).toBeInTheDocument()
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember()
    const { container } = renderSettings()
    await within(await section()).findByRole('radio', { name: 'Nobody' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

describe('community privacy stories', () => {
  const stories: Record<string, ComponentType> = composeStories(privacyStories)
  for (const [name, Story] of Object.entries(stories)) {
    it(`${name} renders and is axe-clean`, async () => {
      const { container } = render(<Story />)
      expect(container.textContent).not.toBe('')
      expect(await seriousAxeViolations(container)).toEqual([])
    })
  }
})
