import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { addFault } from '@mocks/devControls'
import { server } from '@mocks/node'
import { callMock, signIn } from '@mocks/testing/callMock'
import { getGroups } from '@/api/groups/groupsApi'
import { GROUP_NAME_MAX } from '@/api/groups/groupTypes'
import { paths } from '@/shared/paths/routePaths'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { QUEUED_TEXT } from '../common/QueuedBadge'
import { groupMessages } from './groupForm'
import { GroupsPage } from './GroupsPage'

/*
 * The seed (mocks/db/seedCommunity.ts), as Maya sees it: she owns Morning Movers (4 members), is a
 * member of Jordan's Core Crew (3), and Daniel invited her to Lunch Break Lifters (invitation 1).
 */

let online = true

function renderGroups() {
  return renderWithRouter(<GroupsPage />, { path: paths.groups, at: paths.groups })
}

const myGroups = () => screen.findByRole('region', { name: 'Your groups' })
const invitations = () => screen.findByRole('region', { name: /Invitations/ })

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(async () => {
  await setMockOffline(false)
  vi.restoreAllMocks()
})

describe('GroupsPage', () => {
  it('lists my groups with their size and my role, and the invitation waiting for me', async () => {
    await signInAsMember()
    const { container } = renderGroups()
    const groups = await myGroups()
    const cards = within(groups).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(expect.arrayContaining(['Morning Movers', 'Core Crew']))
    const morning = within(groups).getByRole('link', { name: 'Morning Movers' }).closest('li') as HTMLElement
    expect(within(morning).getByText('4 members')).toBeInTheDocument()
    expect(morning).toHaveTextContent('Your role: Owner')
    const core = within(groups).getByRole('link', { name: 'Core Crew' }).closest('li') as HTMLElement
    expect(core).toHaveTextContent('Your role: Member')
    expect(within(groups).getByRole('link', { name: 'Morning Movers' })).toHaveAttribute('href', paths.group(1))

    const waiting = await invitations()
    expect(within(waiting).getByText('Lunch Break Lifters')).toBeInTheDocument()
    expect(within(waiting).getByText(/Daniel Okafor invited you/)).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('accepts an invitation: the group joins my groups', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation to Lunch Break Lifters' }))
    const groups = await myGroups()
    expect(await within(groups).findByRole('link', { name: 'Lunch Break Lifters' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Invitations/ })).not.toBeInTheDocument()
    // The heading takes focus from the button that went with its row.
    expect(screen.getByRole('heading', { name: 'Your groups' })).toHaveFocus()
    const after = await getGroups()
    expect(after.groups.map((group) => group.name)).toContain('Lunch Break Lifters')
    expect(after.invitations).toEqual([])
  })

  it('declines an invitation', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation to Lunch Break Lifters' }))
    await waitFor(() => expect(screen.queryByText('Lunch Break Lifters')).not.toBeInTheDocument())
    const after = await getGroups()
    expect(after.groups.map((group) => group.name)).not.toContain('Lunch Break Lifters')
    expect(after.invitations).toEqual([])
  })

  it('shows the server’s refusal when the invitation was withdrawn meanwhile', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    const accept = await screen.findByRole('button', { name: 'Accept the invitation to Lunch Break Lifters' })
    const daniel = await signIn(DEMO_ACCOUNTS.daniel)
    expect((await callMock('POST', '/v3/api/movetime/group/invitation/1/respond', { token: daniel, body: { action: 'cancel' } })).status).toBe(200)

    await user.click(accept)
    const row = (await screen.findByText('Lunch Break Lifters')).closest('li') as HTMLElement
    expect(await within(row).findByRole('alert')).toHaveTextContent('This invitation was already cancelled.')
    expect((await getGroups()).groups.map((group) => group.name)).not.toContain('Lunch Break Lifters')
  })

  it('offline, shows the saved copy and queues an answer until the network returns', async () => {
    await signInAsMember()
    const first = renderGroups()
    await screen.findByRole('link', { name: 'Morning Movers' })
    first.unmount()

    online = false
    await setMockOffline(true)
    const { user } = renderGroups()
    expect(await screen.findByText(/Showing your groups as saved on this device/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Morning Movers' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create a group' })).toBeDisabled()
    expect(screen.getByText('Creating a group needs a connection.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Lunch Break Lifters' }))
    const row = (await screen.findByText('Lunch Break Lifters')).closest('li') as HTMLElement
    expect(await within(row).findByText('You accepted')).toBeInTheDocument()
    expect(within(row).getByText(QUEUED_TEXT)).toBeInTheDocument()
    expect(within(row).queryByRole('button')).not.toBeInTheDocument()

    // That the queued answer reaches the server on reconnect is the outbox's job, tested where it
    // lives (src/offline/community/communityWrites.mock.test.ts: a group invitation accepted offline).
  })

  it('says the groups show when back online, with nothing saved on this device', async () => {
    await signInAsMember()
    online = false
    await setMockOffline(true)
    renderGroups()
    expect(await screen.findByText(/Your groups will show when you are back online/)).toBeInTheDocument()
  })

  it('shows the server’s message with a retry when the list fails', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/movetime/retrieve-groups', () => HttpResponse.json({ error: true, message: 'Groups are resting.' }, { status: 500 })))
    const { user } = renderGroups()
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups are resting.')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Morning Movers' })).toBeInTheDocument()
  })

  it('invites a member with no group to start one', async () => {
    await signInAsMember(DEMO_ACCOUNTS.amir.email)
    renderGroups()
    expect(await screen.findByRole('heading', { name: 'You’re not in a group yet' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Create a group' }).length).toBeGreaterThan(0)
  })
})

describe('Creating a group', () => {
  it('checks the name before sending', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    const name = within(dialog).getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(groupMessages.nameRequired)))
    expect(name).toHaveFocus()

    await user.type(name, 'x'.repeat(GROUP_NAME_MAX + 1))
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(groupMessages.nameTooLong)))
    expect((await getGroups()).groups).toHaveLength(2)
  })

  it('creates a group with one of our covers and opens it', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await user.type(within(dialog).getByLabelText('Name'), '  Weekend Warriors ')
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Long runs and longer brunches.')
    await user.click(within(dialog).getByRole('radio', { name: 'Plank' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))

    const created = (await getGroups()).groups.find((group) => group.name === 'Weekend Warriors')
    await waitFor(() => expect(screen.getByTestId('landed-on')).toHaveTextContent(paths.group(created?.id ?? -1)))
    expect(created).toMatchObject({ description: 'Long runs and longer brunches.', cover_url: '/media/posters/plank.webp', my_role: 'owner', member_count: 1 })
  })

  it('creates one group when the answer to the first attempt was lost', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await user.type(within(dialog).getByLabelText('Name'), 'Hill Repeats')
    addFault({ pathEndsWith: '/v3/api/movetime/group', mode: 'lose-response', remaining: 1 })
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(screen.getByTestId('landed-on')).toHaveTextContent('/user/view-groups/'))
    expect((await getGroups()).groups.filter((group) => group.name === 'Hill Repeats')).toHaveLength(1)
  })

  // Skipped until the mock's cover check accepts its own upload links (mocks/handlers/groups/groupsHandlers.ts
  // allows '' | '/path' | https: only, so http://localhost/mock-files/… is refused; mocks/files/uploadLinks.ts
  // isAllowedLink(link, origin) is the check the other photo fields use).
  it('uploads a photo of my own as the cover', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await user.type(within(dialog).getByLabelText('Name'), 'Photo Club')
    await user.upload(within(dialog).getByLabelText('Upload your own photo'), new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' }))
    const mine = await within(dialog).findByRole('radio', { name: 'Your photo' })
    expect(mine).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(screen.getByTestId('landed-on')).toHaveTextContent('/user/view-groups/'))
    const created = (await getGroups()).groups.find((group) => group.name === 'Photo Club')
    expect(created?.cover_url).toBe((mine as HTMLInputElement).value)
    expect(created?.cover_url).not.toBe('')
  })

  it('refuses a file that is not an image before uploading it', async () => {
    await signInAsMember()
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    fireEvent.change(within(dialog).getByLabelText('Upload your own photo'), { target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] } })
    expect(await within(dialog).findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('radio', { name: 'Your photo' })).not.toBeInTheDocument()
  })

  it('puts the server’s field messages under their fields', async () => {
    await signInAsMember()
    server.use(
      http.post('*/v3/api/movetime/group', () =>
        HttpResponse.json({ error: true, message: 'Check the form.', validation: { name: 'That name is taken in your area.' } }, { status: 400 }),
      ),
    )
    const { user } = renderGroups()
    await user.click(await screen.findByRole('button', { name: 'Create a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    await user.type(within(dialog).getByLabelText('Name'), 'Core Crew')
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(expect.stringContaining('That name is taken in your area.')))
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Core Crew')
  })
})
