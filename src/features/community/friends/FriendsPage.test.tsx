import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { getFriendRequests, getFriends } from '@/api/friends/friendsApi'
import { server } from '@mocks/node'
import { paths } from '@/shared/paths/routePaths'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { recordApiRequests, setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { QUEUED_TEXT } from '../common/QueuedBadge'
import { clearWaitingRequestCount } from '../common/waitingRequestCount'
import { FriendsPage } from './FriendsPage'
import { SEARCH_DEBOUNCE_MS } from './useMemberSearch'

/*
 * The seed (mocks/db/seedCommunity.ts), as Maya sees it: friends Jordan Lee, Tom Becker, Sofia
 * Marquez and Daniel Okafor; Priya Shah's request waits for her (request 2); her request to Hannah
 * (who shares with nobody, so shows by first name only) waits for Hannah; Amir Haddad and Claire
 * Dubois have no relation to anyone.
 */

let online = true

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(async () => {
  await setMockOffline(false)
  clearWaitingRequestCount()
  vi.restoreAllMocks()
})

function renderFriends() {
  return renderWithRouter(<FriendsPage />, { path: paths.friends, at: paths.friends })
}

const region = (name: string | RegExp) => screen.findByRole('region', { name })
const rowOf = async (scope: HTMLElement, name: string) => (await within(scope).findByText(name, { selector: '.community-member__name' })).closest('li') as HTMLElement
const NAME = { selector: '.community-member__name' }
const friendNames = async () => (await getFriends(1)).list.map((friend) => friend.member.first_name)

describe('FriendsPage: lists', () => {
  it('shows requests waiting and sent, the friends, and no blocked members', async () => {
    await signInAsMember()
    const { container } = renderFriends()
    const requests = await region('Requests')
    const waiting = await within(requests).findByRole('region', { name: 'Waiting for you' })
    expect(within(waiting).getByRole('button', { name: 'Accept Priya Shah' })).toBeInTheDocument()
    const sent = within(requests).getByRole('region', { name: 'Sent by you' })
    // Hannah shares with nobody: her first name only.
    expect(within(sent).getByRole('button', { name: 'Cancel request Hannah' })).toBeInTheDocument()

    const friends = await region('Your friends')
    expect(await within(friends).findByText('4 friends')).toBeInTheDocument()
    const names = within(friends)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.community-member__name')?.textContent)
    expect(names).toEqual(['Daniel Okafor', 'Jordan Lee', 'Sofia Marquez', 'Tom Becker'])
    expect(within(await region('Blocked members')).getByText('You haven’t blocked anyone.')).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('says a list did not load, with the server’s reason and Try again', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/custom/movetime/get-friends/:id', () => HttpResponse.json({ error: true, message: 'Friends are resting.' }, { status: 500 })))
    renderFriends()
    const friends = await region('Your friends')
    expect(await within(friends).findByText(/Your friends could not load\. Friends are resting\./)).toBeInTheDocument()
    expect(within(friends).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('FriendsPage: finding members', () => {
  it('finds a member by exact email and sends a request, which the server keeps', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const search = await region('Find members')
    await user.type(within(search).getByLabelText('Name or email'), 'amir.haddad@example.com')
    const row = await rowOf(search, 'Amir Haddad')
    expect(within(search).getByRole('status', { name: '' })).toBeDefined()
    expect(await within(search).findByText('1 member found')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Add friend Amir Haddad' }))
    expect(await within(row).findByText('Request sent')).toBeInTheDocument()
    const sent = within(await region('Requests')).getByRole('region', { name: 'Sent by you' })
    expect(await within(sent).findByRole('button', { name: 'Cancel request Amir Haddad' })).toBeInTheDocument()
    expect((await getFriendRequests()).outgoing.map((request) => request.to.first_name)).toContain('Amir')
    // The search reads again and learns the new request's id: it can be cancelled from there too.
    expect(await within(row).findByRole('button', { name: 'Cancel request Amir Haddad' })).toBeInTheDocument()
  })

  it('finds members by the start of a name, after typing stops, and never for one letter', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const search = await region('Find members')
    const field = within(search).getByLabelText('Name or email')
    const recorded = recordApiRequests()
    await user.type(field, 'c')
    expect(within(search).getByText('Type at least 2 letters of a name.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100))
    expect(recorded.urls.filter((url) => url.includes('member-search'))).toEqual([])

    await user.type(field, 'la')
    expect(await rowOf(search, 'Claire Dubois')).toBeInTheDocument()
    // One request for "cla", none for the letters typed on the way.
    expect(recorded.urls.filter((url) => url.includes('member-search'))).toHaveLength(1)
    recorded.stop()

    await user.clear(field)
    await user.type(field, 'zzq')
    expect(await within(search).findByText(/No member matches “zzq”/)).toBeInTheDocument()
  })

  it('waits for a whole email address, and shows a friend as a friend', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const search = await region('Find members')
    await user.type(within(search).getByLabelText('Name or email'), 'second@movetime')
    expect(within(search).getByText('Type the whole email address: emails must match exactly.')).toBeInTheDocument()
    await user.type(within(search).getByLabelText('Name or email'), '.app')
    const row = await rowOf(search, 'Jordan Lee')
    expect(within(row).getByText('Friends')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Add friend/ })).not.toBeInTheDocument()
  })

  it('says searching needs a connection when offline, and can still queue a request to an email', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const search = await region('Find members')
    await within(await region('Your friends')).findByText('4 friends')
    online = false
    await setMockOffline(true)
    window.dispatchEvent(new Event('offline'))
    await user.type(within(search).getByLabelText('Name or email'), 'claire.dubois@example.com')
    expect(await within(search).findByText(/Finding members needs a connection\./)).toBeInTheDocument()

    await user.click(within(search).getByRole('button', { name: 'Send a request to claire.dubois@example.com' }))
    const sent = within(await region('Requests')).getByRole('region', { name: 'Sent by you' })
    const row = await rowOf(sent, 'claire.dubois@example.com')
    expect(within(row).getByText(QUEUED_TEXT)).toBeInTheDocument()

    online = true
    await setMockOffline(false)
    const { requestSync } = await import('@/offline/session/offlineSession')
    await requestSync()
    await waitFor(async () => expect((await getFriendRequests()).outgoing.map((request) => request.to.first_name)).toContain('Claire'))
  })

  it('says why the search failed, with Try again', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/movetime/member-search', () => HttpResponse.json({ error: true, message: 'Search is resting.' }, { status: 500 })))
    const { user } = renderFriends()
    const search = await region('Find members')
    await user.type(within(search).getByLabelText('Name or email'), 'cla')
    expect(await within(search).findByText(/The search did not work\. Search is resting\./)).toBeInTheDocument()
    expect(within(search).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('FriendsPage: answering', () => {
  it('accepts a request: the sender becomes a friend on both sides', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const requests = await region('Requests')
    await user.click(await within(requests).findByRole('button', { name: 'Accept Priya Shah' }))
    expect(await within(await region('Your friends')).findByText('Priya Shah', NAME)).toBeInTheDocument()
    await waitFor(() => expect(within(requests).queryByRole('button', { name: 'Accept Priya Shah' })).not.toBeInTheDocument())
    expect(await friendNames()).toContain('Priya')
  })

  it('declines a request: it leaves, and no friendship is made', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const requests = await region('Requests')
    await user.click(await within(requests).findByRole('button', { name: 'Decline Priya Shah' }))
    await waitFor(() => expect(within(requests).queryByText('Priya Shah', NAME)).not.toBeInTheDocument())
    expect((await getFriendRequests()).incoming).toEqual([])
    expect(await friendNames()).not.toContain('Priya')
  })

  it('cancels a request it sent', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const requests = await region('Requests')
    await user.click(await within(requests).findByRole('button', { name: 'Cancel request Hannah' }))
    await waitFor(() => expect(within(requests).queryByText('Hannah', NAME)).not.toBeInTheDocument())
    expect((await getFriendRequests()).outgoing).toEqual([])
  })

  it('offline, answers from the saved copy and sends the answer when the network returns', async () => {
    await signInAsMember()
    const first = renderFriends()
    await within(await region('Requests')).findByRole('button', { name: 'Accept Priya Shah' })
    first.unmount()

    online = false
    await setMockOffline(true)
    const { user } = renderFriends()
    expect(await screen.findByText(/Showing your requests saved on this device/)).toBeInTheDocument()
    expect(screen.getByText(/Showing your friends saved on this device/)).toBeInTheDocument()
    const requests = await region('Requests')
    await user.click(within(requests).getByRole('button', { name: 'Accept Priya Shah' }))
    const row = await rowOf(requests, 'Priya Shah')
    expect(await within(row).findByText('Accepted')).toBeInTheDocument()
    expect(within(row).getByText(QUEUED_TEXT)).toBeInTheDocument()
    expect(within(row).queryByRole('button')).not.toBeInTheDocument()
    expect((await getFriendRequests().catch(() => null))?.incoming).toBeUndefined()

    online = true
    await setMockOffline(false)
    const { requestSync } = await import('@/offline/session/offlineSession')
    await requestSync()
    await waitFor(async () => expect(await friendNames()).toContain('Priya'))
  })
})

describe('FriendsPage: removing and blocking', () => {
  it('removes a friend after asking, on both sides', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const friends = await region('Your friends')
    expect(await within(friends).findByRole('link', { name: 'Message Jordan Lee' })).toHaveAttribute('href', '/account/my-spaces?with=3')
    await user.click(await within(friends).findByRole('button', { name: 'Remove Jordan Lee' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jordan Lee from your friends?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove friend' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(friends).queryByText('Jordan Lee', NAME)).not.toBeInTheDocument()
    expect(within(friends).getByText('3 friends')).toBeInTheDocument()
    expect(await friendNames()).not.toContain('Jordan')
  })

  it('keeps the friend when the dialog is dismissed', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const friends = await region('Your friends')
    const remove = await within(friends).findByRole('button', { name: 'Remove Tom Becker' })
    await user.click(remove)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep as friend' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The dialog's code loaded on this first open; focus still comes back to the button that asked.
    expect(remove).toHaveFocus()
    expect(await friendNames()).toContain('Tom')
  })

  it('blocks a member found by name, saying first what blocking does, then unblocks them', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const search = await region('Find members')
    await user.type(within(search).getByLabelText('Name or email'), 'Claire')
    const row = await rowOf(search, 'Claire Dubois')
    await user.click(within(row).getByRole('button', { name: 'Block Claire Dubois' }))
    const dialog = await screen.findByRole('dialog', { name: 'Block Claire Dubois?' })
    expect(within(dialog).getByText(/can’t find you, send you friend requests, or invite you to groups and challenges/)).toBeInTheDocument()
    expect(within(dialog).getByText(/can’t see your activity or your challenge progress/)).toBeInTheDocument()
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Don’t block' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const blocked = await region('Blocked members')
    expect(await within(blocked).findByText('Claire Dubois', NAME)).toBeInTheDocument()
    expect((await getFriendRequests()).blocked.map((member) => member.first_name)).toEqual(['Claire'])
    expect(await within(row).findByText('Blocked')).toBeInTheDocument()

    await user.click(within(blocked).getByRole('button', { name: 'Unblock Claire Dubois' }))
    expect(await within(blocked).findByText('You haven’t blocked anyone.')).toBeInTheDocument()
    expect((await getFriendRequests()).blocked).toEqual([])
  })

  it('blocks a friend: the friendship ends', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const friends = await region('Your friends')
    await user.click(await within(friends).findByRole('button', { name: 'Block Sofia Marquez' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Block Sofia Marquez?' })).getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(within(friends).queryByText('Sofia Marquez', NAME)).not.toBeInTheDocument())
    expect(await friendNames()).not.toContain('Sofia')
    expect(within(await region('Blocked members')).getByText('Sofia Marquez', NAME)).toBeInTheDocument()
  })

  it('says why a removal failed inside the dialog, which stays open', async () => {
    await signInAsMember()
    const { user } = renderFriends()
    const friends = await region('Your friends')
    await user.click(await within(friends).findByRole('button', { name: 'Remove Daniel Okafor' }))
    await setMockOffline(true)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove friend' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/offline/i)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
