import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { respondToFriendRequest } from '@/api/friends/friendsApi'
import { appStore } from '@/lib/auth/authState'
import { clearWaitingRequestCount } from '@/features/community/common/waitingRequestCount'
import { FriendsPage } from '@/features/community/friends/FriendsPage'
import { paths } from '@/shared/paths/routePaths'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { signInAsMember } from '@tests/support/memberSession'
import { recordApiRequests } from '@tests/support/mockBackend'
import { MemberLayout } from './MemberLayout'

/* The seed: Priya's request (id 2) waits for Maya; Amir has asked nothing of anyone. */

function renderShell(at: string) {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<MemberLayout />}>
            <Route path={paths.friends} element={<FriendsPage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const sidebar = () => screen.getByRole('navigation', { name: 'Member navigation' })
const tabs = () => screen.getByRole('navigation', { name: 'Member tabs' })

afterEach(() => clearWaitingRequestCount())

describe('the waiting friend-request badge', () => {
  it('loads after the shell draws, and drops as soon as the member accepts on the friends page', async () => {
    await signInAsMember()
    renderShell(paths.friends)
    // Not part of the first draw: the count comes after, from a dynamically loaded reader.
    expect(within(sidebar()).getByRole('link', { name: 'Friends' })).toBeInTheDocument()
    expect(await within(sidebar()).findByRole('link', { name: 'Friends, 1 waiting request' })).toBeInTheDocument()
    expect(within(tabs()).getByRole('link', { name: 'Community, 1 waiting request' })).toBeInTheDocument()

    await userEvent.click(await screen.findByRole('button', { name: 'Accept Priya Shah' }))
    expect(await within(sidebar()).findByRole('link', { name: 'Friends' })).toBeInTheDocument()
    expect(within(tabs()).getByRole('link', { name: 'Community' })).toBeInTheDocument()
  })

  it('reads the count again when the member comes back to the tab', async () => {
    await signInAsMember()
    renderShell(paths.dashboard)
    expect(await within(sidebar()).findByRole('link', { name: 'Friends, 1 waiting request' })).toBeInTheDocument()

    // Amir asks too, from his own device.
    const amir = await signIn(DEMO_ACCOUNTS.amir)
    expect((await callMock('POST', '/v3/api/movetime/friend-req', { token: amir, body: { user_id: 1, client_ref: 'amir-asks-maya' } })).status).toBe(200)

    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(await within(sidebar()).findByRole('link', { name: 'Friends, 2 waiting requests' })).toBeInTheDocument()

    await respondToFriendRequest(2, { action: 'decline' })
    act(() => window.dispatchEvent(new Event('online')))
    expect(await within(sidebar()).findByRole('link', { name: 'Friends, 1 waiting request' })).toBeInTheDocument()
  })

  it('asks nothing while no member is signed in', async () => {
    const recorded = recordApiRequests()
    renderShell(paths.dashboard)
    await new Promise((resolve) => setTimeout(resolve, 400))
    recorded.stop()
    expect(recorded.urls.filter((url) => url.includes('friend-req') || url.includes('room/poll'))).toEqual([])
    expect(within(sidebar()).getByRole('link', { name: 'Friends' })).toBeInTheDocument()
  })
})
