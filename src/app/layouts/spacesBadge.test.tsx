import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { clearSpacesUnread } from '@/features/spaces/common/spacesUnreadCount'
import { SpacePage } from '@/features/spaces/conversation/SpacePage'
import { MySpacesPage } from '@/features/spaces/list/MySpacesPage'
import { paths } from '@/shared/paths/routePaths'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { say } from '@mocks/handlers/realtime/realtimeCalls.testing'
import { signIn } from '@mocks/testing/callMock'
import { signInAsMember } from '@tests/support/memberSession'
import { MemberLayout } from './MemberLayout'

/*
 * The shell's unread-messages badge over the mock backend and the member's real spaces engine.
 * The seed: Sofia's last message to Maya is Maya's one unread message; her group spaces are read.
 */

function renderShell(at: string) {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<MemberLayout />}>
            <Route path={paths.mySpaces} element={<MySpacesPage />} />
            <Route path="/account/my-spaces/:id" element={<SpacePage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const sidebar = () => screen.getByRole('navigation', { name: 'Member navigation' })
const tabs = () => screen.getByRole('navigation', { name: 'Member tabs' })

afterEach(() => clearSpacesUnread())

describe('the unread-messages badge', () => {
  it('loads after the shell draws, counts a new message on return to the tab, and clears as soon as the member reads', async () => {
    await signInAsMember()
    renderShell(paths.dashboard)
    expect(within(sidebar()).getByRole('link', { name: 'Spaces' })).toBeInTheDocument()
    expect(await within(sidebar()).findByRole('link', { name: 'Spaces, 1 unread message' })).toBeInTheDocument()
    expect(within(tabs()).getByRole('link', { name: 'Account, 1 unread message' })).toBeInTheDocument()

    // Sofia writes again, from her own device.
    await say(await signIn(DEMO_ACCOUNTS.sofia), SEED_SPACE_IDS.mayaSofia, 'Still on for Saturday?')
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(await within(sidebar()).findByRole('link', { name: 'Spaces, 2 unread messages' })).toBeInTheDocument()

    // Opening the conversation reads it: the badge follows the engine's list, not the next minute's read.
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Spaces, 2 unread messages' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Sofia Marquez' }, { timeout: 10_000 }))
    expect(await screen.findByText('Still on for Saturday?', undefined, { timeout: 10_000 })).toBeInTheDocument()
    expect(await within(sidebar()).findByRole('link', { name: 'Spaces' })).not.toHaveTextContent(/\d/)
    expect(within(tabs()).getByRole('link', { name: 'Account' })).toBeInTheDocument()
  }, 30_000)
})
