import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { callMock, signIn } from '@mocks/testing/callMock'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { ApiError } from '@/api/apiError'
import { getGroupDetails, getGroupInvitees, getGroups } from '@/api/groups/groupsApi'
import { paths } from '@/shared/paths/routePaths'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { ACTIVITY_SHOWN_FIRST } from './GroupActivity'
import { GroupPage } from './GroupPage'
import { GROUP_NEEDS_CONNECTION, GROUP_SAVED_TEXT } from './GroupPageView'
import { groupMessages } from './groupForm'
import { inviteMessages } from './inviteForm'

/*
 * The seed (mocks/db/seedCommunity.ts): Maya owns Morning Movers (1) with Jordan, Sofia and Daniel,
 * Tom is invited to it; Maya is a member of Jordan's Core Crew (2); Lunch Break Lifters (3) is
 * Daniel's, and Maya is only invited. Maya's friends: Jordan, Tom, Sofia, Daniel.
 */
const MORNING_MOVERS = 1
const CORE_CREW = 2
const LUNCH_BREAK_LIFTERS = 3

let online = true

function renderGroup(at: string = paths.group(MORNING_MOVERS)) {
  const path = at.includes('?') ? '/user/view-groups' : '/user/view-groups/:id'
  return renderWithRouter(<GroupPage />, { path, at })
}

const region = (name: string | RegExp) => screen.findByRole('region', { name })
const landedOn = () => screen.getByTestId('landed-on')

async function openInviteDialog(user: ReturnType<typeof renderGroup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite members' }))
  return screen.findByRole('dialog', { name: 'Invite to Morning Movers' })
}

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(async () => {
  await setMockOffline(false)
  vi.restoreAllMocks()
})

describe('GroupPage, as its owner', () => {
  it('shows the group: header, members with the owner marked, its challenges, activity and who is invited', async () => {
    await signInAsMember()
    const { container, user } = renderGroup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Movers' })).toBeInTheDocument()
    expect(screen.getByText('Ten minutes before work, every weekday.')).toBeInTheDocument()
    expect(screen.getByText(/Owned by/)).toHaveTextContent('Owned by Maya Thompson')
    expect(screen.getByRole('link', { name: 'Open the group’s space' })).toHaveAttribute('href', paths.groupSpace(MORNING_MOVERS))

    const members = await region('Members (4)')
    const maya = within(members).getByText('Maya Thompson').closest('li') as HTMLElement
    expect(within(maya).getByText('Owner')).toBeInTheDocument()
    expect(within(maya).getByText('You')).toBeInTheDocument()
    for (const name of ['Jordan Lee', 'Sofia Marquez', 'Daniel Okafor']) expect(within(members).getByText(name)).toBeInTheDocument()

    const challenges = await region('Challenges')
    const groupChallenge = (await getGroupDetails(MORNING_MOVERS)).model.challenges[0]!
    expect(within(challenges).getByRole('link', { name: groupChallenge.title })).toHaveAttribute('href', paths.challenge(groupChallenge.id))
    expect(within(challenges).getByRole('link', { name: 'Create a challenge for this group' })).toHaveAttribute('href', paths.newGroupChallenge(MORNING_MOVERS))
    const activity = await region('Recent activity')
    const seen = (await getGroupDetails(MORNING_MOVERS)).model.activity
    expect(seen.length).toBeGreaterThan(ACTIVITY_SHOWN_FIRST)
    expect(within(activity).getAllByRole('listitem')).toHaveLength(ACTIVITY_SHOWN_FIRST)
    await user.click(within(activity).getByRole('button', { name: `Show all ${seen.length}` }))
    expect(within(activity).getAllByRole('listitem')).toHaveLength(seen.length)
    const jordanWatched = seen.find((entry) => entry.member.id === DEMO_ACCOUNTS.second.id)!
    const jordanRow = within(activity).getAllByRole('listitem').find((row) => row.textContent?.includes(`Jordan Lee watched ${jordanWatched.move_title} for`))
    expect(jordanRow).toBeDefined()
    expect(within(jordanRow!).getByRole('link', { name: jordanWatched.move_title })).toHaveAttribute('href', paths.moveDetail(jordanWatched.move_id))
    expect(within(activity).getAllByText('You').length).toBeGreaterThan(0)

    const invited = await region('Invited')
    const tom = (await within(invited).findByText('Tom Becker')).closest('li') as HTMLElement
    expect(within(tom).getByText('Waiting for an answer')).toBeInTheDocument()
    expect(within(tom).getByRole('button', { name: 'Cancel invitation to Tom Becker' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('opens from /user/view-groups?id=', async () => {
    await signInAsMember()
    renderGroup(`/user/view-groups?id=${MORNING_MOVERS}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Movers' })).toBeInTheDocument()
  })

  it('cancels a waiting invitation, then invites that friend again from the list', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const invited = await region('Invited')
    await user.click(await within(invited).findByRole('button', { name: 'Cancel invitation to Tom Becker' }))
    const tom = () => within(invited).getByText('Tom Becker').closest('li') as HTMLElement
    expect(await within(tom()).findByText('Cancelled')).toBeInTheDocument()
    expect(within(invited).getByRole('heading', { name: 'Invited' })).toHaveFocus()
    expect((await getGroupInvitees(MORNING_MOVERS)).list.find((invitation) => invitation.invitee.id === DEMO_ACCOUNTS.tom.id)?.status).toBe('cancelled')

    const dialog = await openInviteDialog(user)
    await user.selectOptions(await within(dialog).findByLabelText('A friend'), 'Tom Becker')
    await user.click(within(dialog).getByRole('button', { name: 'Invite friend' }))
    expect(await within(dialog).findByText('Invitation sent to Tom Becker.')).toBeInTheDocument()
    // Tom has a waiting invitation again, so he is no longer offered; everyone else is in the group.
    expect(await within(dialog).findByText(/All your friends are in this group or invited already/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))

    await waitFor(() => expect(within(invited).getAllByText('Waiting for an answer')).toHaveLength(1))
    const pending = (await getGroupInvitees(MORNING_MOVERS)).list.filter((invitation) => invitation.status === 'pending')
    expect(pending.map((invitation) => invitation.invitee.id)).toEqual([DEMO_ACCOUNTS.tom.id])
  })

  it('invites any member by their exact email', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const dialog = await openInviteDialog(user)
    await user.type(within(dialog).getByLabelText('Or a member’s email'), DEMO_ACCOUNTS.amir.email)
    await user.click(within(dialog).getByRole('button', { name: 'Invite by email' }))
    expect(await within(dialog).findByText('Invitation sent to Amir Haddad.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Or a member’s email')).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))

    const invited = await region('Invited')
    const amir = (await within(invited).findByText('Amir Haddad')).closest('li') as HTMLElement
    expect(within(amir).getByText('Waiting for an answer')).toBeInTheDocument()
    expect((await getGroupInvitees(MORNING_MOVERS)).list.some((invitation) => invitation.invitee.id === DEMO_ACCOUNTS.amir.id)).toBe(true)
  })

  it('puts the server’s refusals under the email field, and checks the email first', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const dialog = await openInviteDialog(user)
    const email = within(dialog).getByLabelText('Or a member’s email')
    const invite = within(dialog).getByRole('button', { name: 'Invite by email' })

    await user.click(invite)
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(inviteMessages.emailRequired)))

    await user.type(email, 'nobody@example.com')
    await user.click(invite)
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('No member has this email address.')))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

    await user.clear(email)
    await user.type(email, DEMO_ACCOUNTS.second.email)
    await user.click(invite)
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('Jordan is already in this group.')))
    expect(email).toHaveFocus()
    expect((await getGroupInvitees(MORNING_MOVERS)).list.filter((invitation) => invitation.status === 'pending')).toHaveLength(1)
  })

  it('removes a member after confirming', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const members = await region('Members (4)')
    await user.click(within(members).getByRole('button', { name: 'Remove Daniel Okafor from the group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Daniel Okafor?' })
    expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))

    expect(await screen.findByRole('heading', { name: 'Members (3)' })).toHaveFocus()
    expect(screen.queryByText('Daniel Okafor')).not.toBeInTheDocument()
    expect(screen.getByText('3 members')).toBeInTheDocument()
    const after = (await getGroupDetails(MORNING_MOVERS)).model
    expect(after.members.map((entry) => entry.member.id)).not.toContain(DEMO_ACCOUNTS.daniel.id)
  })

  it('gives focus back to the button that opened a dialog when it closes', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const edit = await screen.findByRole('button', { name: 'Edit group' })
    await user.click(edit)
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit group' })).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(edit).toHaveFocus()

    const remove = within(await region('Members (4)')).getByRole('button', { name: 'Remove Daniel Okafor from the group' })
    await user.click(remove)
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Daniel Okafor?' })).getByRole('button', { name: 'Keep them' }))
    expect(remove).toHaveFocus()

    const handOver = await screen.findByRole('button', { name: 'Hand over ownership' })
    await user.click(handOver)
    await user.click(within(await screen.findByRole('dialog', { name: 'Hand over ownership' })).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(handOver).toHaveFocus()
  })

  it('shows the server’s refusal in the dialog when I am no longer the owner', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    const members = await region('Members (4)')
    const token = await signIn(DEMO_ACCOUNTS.member)
    // Handed over meanwhile (another tab): the page still shows the owner's tools.
    expect((await callMock('PUT', `/v3/api/movetime/group/${MORNING_MOVERS}`, { token, body: { owner_id: DEMO_ACCOUNTS.second.id } })).status).toBe(200)

    await user.click(within(members).getByRole('button', { name: 'Remove Daniel Okafor from the group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Daniel Okafor?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the group’s owner can remove members.')
    expect((await getGroupDetails(MORNING_MOVERS)).model.members.map((entry) => entry.member.id)).toContain(DEMO_ACCOUNTS.daniel.id)
  })

  it('hands the group over to another member, and stays in it as a member', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    await user.click(await screen.findByRole('button', { name: 'Hand over ownership' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hand over ownership' })
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }))
    const choice = within(dialog).getByLabelText('New owner')
    await waitFor(() => expect(choice).toHaveAccessibleDescription(expect.stringContaining('Choose the member who will own the group.')))
    await user.selectOptions(choice, 'Jordan Lee')
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }))

    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite members' })).not.toBeInTheDocument()
    expect(screen.getByText(/Owned by/)).toHaveTextContent('Owned by Jordan Lee')
    const jordan = within(await region(/Members/)).getByText('Jordan Lee').closest('li') as HTMLElement
    expect(within(jordan).getByText('Owner')).toBeInTheDocument()
    expect((await getGroupDetails(MORNING_MOVERS)).model.group).toMatchObject({ owner: { id: DEMO_ACCOUNTS.second.id }, my_role: 'member' })
  })

  it('edits the name, description and cover', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    await user.click(await screen.findByRole('button', { name: 'Edit group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' })
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue('Morning Movers')
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(groupMessages.nameRequired)))

    await user.type(name, 'Morning Movers Club')
    const description = within(dialog).getByLabelText('Description (optional)')
    await user.clear(description)
    await user.type(description, 'Weekdays at seven.')
    await user.click(within(dialog).getByRole('radio', { name: 'No photo' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Movers Club' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Weekdays at seven.')).toBeInTheDocument()
    expect((await getGroupDetails(MORNING_MOVERS)).model.group).toMatchObject({ name: 'Morning Movers Club', description: 'Weekdays at seven.', cover_url: '' })
  })

  it('deletes the group once its name is typed', async () => {
    await signInAsMember()
    const { user } = renderGroup()
    await user.click(await screen.findByRole('button', { name: 'Delete group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Morning Movers?' })
    expect(within(dialog).getByText(/for you and the 3 other members/)).toBeInTheDocument()
    const confirm = within(dialog).getByLabelText('Type the group’s name to confirm')
    await user.type(confirm, 'Morning')
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }))
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Type the group’s name, Morning Movers, to delete it.')))
    expect((await getGroupDetails(MORNING_MOVERS)).model.group.name).toBe('Morning Movers')

    await user.type(confirm, ' movers')
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }))
    await waitFor(() => expect(landedOn()).toHaveTextContent(paths.groups))
    await expect(getGroupDetails(MORNING_MOVERS)).rejects.toMatchObject({ status: 404 })
  })
})

describe('GroupPage, as a member', () => {
  it('shows the group without the owner’s tools, and leaves it after confirming', async () => {
    await signInAsMember()
    const { user } = renderGroup(paths.group(CORE_CREW))
    expect(await screen.findByRole('heading', { level: 1, name: 'Core Crew' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite members' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Invited' })).not.toBeInTheDocument()
    const jordan = within(await region(/Members/)).getByText('Jordan Lee').closest('li') as HTMLElement
    expect(within(jordan).getByText('Owner')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Leave group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave Core Crew?' })
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }))
    await waitFor(() => expect(landedOn()).toHaveTextContent(paths.groups))
    expect((await getGroups()).groups.map((group) => group.id)).not.toContain(CORE_CREW)
  })

  it('says not found for a group I am not in, one that does not exist, and a malformed id', async () => {
    await signInAsMember()
    const first = renderGroup(paths.group(LUNCH_BREAK_LIFTERS))
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your groups' })).toHaveAttribute('href', paths.groups)
    first.unmount()

    const second = renderGroup(paths.group(9999))
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument()
    second.unmount()

    renderGroup('/user/view-groups?id=abc')
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument()
    await expect(getGroupDetails(LUNCH_BREAK_LIFTERS)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('GroupPage offline', () => {
  it('shows the saved copy and says the actions need a connection', async () => {
    await signInAsMember()
    const first = renderGroup()
    await within(await region('Invited')).findByText('Tom Becker')
    first.unmount()

    await setMockOffline(true)
    renderGroup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Movers' })).toBeInTheDocument()
    expect(await screen.findByText(new RegExp(GROUP_SAVED_TEXT))).toBeInTheDocument()
    expect(screen.getByText(GROUP_NEEDS_CONNECTION)).toBeInTheDocument()
    for (const name of ['Invite members', 'Edit group', 'Hand over ownership', 'Delete group']) expect(await screen.findByRole('button', { name })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument()
    expect(within(await region('Members (4)')).getByText('Daniel Okafor')).toBeInTheDocument()
    expect(await within(await region('Invited')).findByText(/Who you invited shows when you are back online/)).toBeInTheDocument()
  })

  it('says the group shows when back online, with nothing saved on this device', async () => {
    await signInAsMember()
    online = false
    await setMockOffline(true)
    renderGroup()
    expect(await screen.findByText(/This group will show when you are back online/)).toBeInTheDocument()
  })

  it('shows the server’s message with a retry when the group fails to load', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/movetime/group-details/:id', () => HttpResponse.json({ error: true, message: 'Groups are resting.' }, { status: 500 })))
    const { user } = renderGroup()
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups are resting.')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning Movers' })).toBeInTheDocument()
  })
})
