import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@/api/apiError'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { SpacesEngineProvider } from '../common/SpacesEngineContext'
import { FixtureSpacesEngine, listStates, ME_ID, minutesAgo, ROOM } from '../common/spacesEngineFixture.testing'
import { MySpacesView } from './MySpacesView'
import { GROUP_SPACE_MISSING } from './useSpaceLink'

function renderList(engine: FixtureSpacesEngine, at = '/account/my-spaces', list = engine.listView(), cameFrom?: string) {
  return renderWithRouter(
    <SpacesEngineProvider engine={engine}>
      <MySpacesView meId={ME_ID} list={list} />
    </SpacesEngineProvider>,
    { path: '/account/my-spaces', at, cameFrom, strict: true },
  )
}

const rows = () => within(screen.getByRole('list', { name: /your spaces/i })).getAllByRole('listitem')

describe('MySpacesView', () => {
  it('lists the spaces newest activity first, each a link to its conversation', () => {
    const list = listStates.ready()
    // The engine's order is not trusted blindly: a space that just had news moves to the top.
    list.spaces[3] = { ...list.spaces[3]!, activity_at: minutesAgo(1) }
    renderList(new FixtureSpacesEngine(), undefined, list)
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Hannah Kim', 'Morning Movers', 'Coach Ava Brooks', 'Jordan Lee', 'Lunchtime Lifters'])
    expect(screen.getByRole('link', { name: 'Morning Movers' })).toHaveAttribute('href', `/account/my-spaces/${ROOM.group}`)
  })

  it('says the kind, the last message, the unread count, who is online and whether it is muted', () => {
    renderList(new FixtureSpacesEngine())
    const [group, coach, direct, removed, quiet] = rows()
    expect(group).toHaveTextContent('Group')
    expect(group).toHaveTextContent('Priya: See you all at 7 at the east gate!')
    expect(group).toHaveTextContent('3 unread')
    expect(group).toHaveTextContent('2 online')
    expect(group).toHaveTextContent('6 minutes ago')
    expect(coach).toHaveTextContent('Coach')
    expect(coach).toHaveTextContent('1 unread')
    expect(direct).toHaveTextContent('You: Thanks for the tip')
    expect(within(direct!).getByRole('img', { name: 'Muted' })).toBeInTheDocument()
    expect(direct).not.toHaveTextContent('unread')
    expect(removed).toHaveTextContent('Hannah: Message removed')
    expect(quiet).toHaveTextContent('No messages yet')
  })

  it('explains how spaces appear when there are none', () => {
    renderList(new FixtureSpacesEngine({ list: listStates.empty() }))
    expect(screen.getByRole('heading', { name: 'No spaces yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'group' })).toHaveAttribute('href', '/user/groups')
    expect(screen.getByRole('link', { name: 'friends' })).toHaveAttribute('href', '/user/friends')
  })

  it('notes the saved copy offline', () => {
    renderList(new FixtureSpacesEngine({ list: listStates.saved() }))
    expect(screen.getByRole('status')).toHaveTextContent(/Showing your spaces as saved on this device\. Last synced/)
  })

  it('says why the list could not load, and asks the server again on Try again', async () => {
    const engine = new FixtureSpacesEngine({ list: listStates.error() })
    const { user } = renderList(engine)
    expect(screen.getByRole('alert')).toHaveTextContent('Your spaces could not load. The server could not be reached.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(engine.calls).toContainEqual({ name: 'reloadList' })
  })

  it('opens the direct space for ?with= and replaces the page with it', async () => {
    const engine = new FixtureSpacesEngine({ openDirect: async () => 77 })
    const { history } = renderList(engine, '/account/my-spaces?with=3', undefined, '/user/friends')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/account/my-spaces/77')
    expect(engine.calls.filter((call) => call.name === 'openDirect')).toEqual([{ name: 'openDirect', id: 3 }])
    // Replaced, not pushed: Back returns to the friends list instead of opening the space again.
    act(() => history.go(-1))
    await waitFor(() => expect(screen.getByTestId('landed-on')).toHaveTextContent(/^\/user\/friends$/))
  })

  it('opens the coach space for ?coach=', async () => {
    const engine = new FixtureSpacesEngine()
    renderList(engine, '/account/my-spaces?coach=20')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(`/account/my-spaces/${ROOM.coach}`)
    expect(engine.calls).toContainEqual({ name: 'openCoach', id: 20 })
  })

  it('shows why a direct space could not open, over the list', async () => {
    const engine = new FixtureSpacesEngine({ openDirect: () => Promise.reject(new ApiError(403, 'You can only message your friends.')) })
    renderList(engine, '/account/my-spaces?with=12')
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not open. You can only message your friends.')
    expect(screen.getByRole('link', { name: 'Morning Movers' })).toBeInTheDocument()
  })

  it('goes to a group’s space for ?group=, or says it is not there', async () => {
    renderList(new FixtureSpacesEngine(), '/account/my-spaces?group=3')
    expect(await screen.findByTestId('landed-on')).toHaveTextContent(`/account/my-spaces/${ROOM.group}`)
  })

  it('says when the group’s space is not in the list', async () => {
    renderList(new FixtureSpacesEngine(), '/account/my-spaces?group=99')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GROUP_SPACE_MISSING))
  })
})
