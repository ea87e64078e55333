import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getChallenges } from '@/api/challenges/challengesApi'
import type { CreateChallengeBody } from '@/api/challenges/challengeTypes'
import { addDays } from '@/lib/time/plainDates'
import { localToday } from '@/shared/challenges/challengeWording'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { QUEUED_TEXT } from '../common/QueuedBadge'
import { challengeMessages } from './challengeForm'
import { ChallengesPage } from './ChallengesPage'
import { browserOffline } from './challengeTesting.testing'
import { CREATE_NEEDS_NETWORK } from './CreateChallengeDialog'

const listPath = '*/v3/api/movetime/challenge-get'
const createPath = '*/v3/api/movetime/challenge'

function renderChallenges(at = '/user/challenges') {
  return renderWithRouter(<ChallengesPage />, { path: '/user/challenges', at })
}

async function myChallenges() {
  return (await getChallenges()).list
}

/** Records each create request's body, then lets the mock answer it. */
function recordCreates(): CreateChallengeBody[] {
  const bodies: CreateChallengeBody[] = []
  server.use(
    http.post(createPath, async ({ request }) => {
      bodies.push((await request.clone().json()) as CreateChallengeBody)
      return undefined
    }),
  )
  return bodies
}

let restoreOnline: (() => void) | null = null
afterEach(async () => {
  restoreOnline?.()
  restoreOnline = null
  await setMockOffline(false)
})

describe('ChallengesPage: my challenges', () => {
  it('lists invitations, then my active, upcoming and finished challenges with progress and what is left', async () => {
    await signInAsMember()
    renderChallenges()

    const active = await screen.findByRole('region', { name: 'Active' })
    const running = within(active).getByRole('listitem')
    expect(within(running).getByRole('link', { name: 'Ten moves in two weeks' })).toHaveAttribute('href', '/user/challenges/1')
    expect(within(running).getByText('Watch 10 moves')).toBeInTheDocument()
    expect(within(running).getByRole('progressbar', { name: 'Your progress in Ten moves in two weeks' })).toHaveAttribute('aria-valuetext', '8 of 10 moves')
    expect(within(running).getByText('8 days left')).toBeInTheDocument()
    expect(within(running).getByText('4 taking part')).toBeInTheDocument()

    const invitations = screen.getByRole('region', { name: 'Invitations' })
    const plank = within(invitations).getByRole('listitem')
    expect(within(plank).getByText('A move on 5 days in a row')).toBeInTheDocument()
    expect(within(plank).getByText('Jordan Lee invited you')).toBeInTheDocument()
    expect(within(plank).getByRole('button', { name: 'Join Plank every day' })).toBeInTheDocument()
    expect(within(plank).queryByRole('progressbar')).not.toBeInTheDocument()

    const upcoming = screen.getByRole('region', { name: 'Upcoming' })
    expect(within(upcoming).getByText('Starts in 3 days')).toBeInTheDocument()
    expect(within(upcoming).getByText('60 minutes of moves')).toBeInTheDocument()

    const finished = screen.getByRole('region', { name: 'Finished' })
    expect(within(finished).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '6 moves, goal 5, completed')
    // Sections in the page's order: what waits for me first.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['Invitations', 'Active', 'Upcoming', 'Finished'])
  })

  it('joins an invitation: it moves to my active challenges, and the server has me in', async () => {
    await signInAsMember()
    const { user } = renderChallenges()
    const invitations = await screen.findByRole('region', { name: 'Invitations' })
    await user.click(within(invitations).getByRole('button', { name: 'Join Plank every day' }))

    const active = screen.getByRole('region', { name: 'Active' })
    expect(await within(active).findByRole('link', { name: 'Plank every day' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
    expect((await myChallenges()).find((challenge) => challenge.id === 2)?.my_status).toBe('joined')
    expect(await within(active).findByRole('progressbar', { name: 'Your progress in Plank every day' })).toBeInTheDocument()
  })

  it('declines an invitation: it leaves the page, and the server has the answer', async () => {
    await signInAsMember()
    const { user } = renderChallenges()
    const invitations = await screen.findByRole('region', { name: 'Invitations' })
    await user.click(within(invitations).getByRole('button', { name: 'Decline Plank every day' }))

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'Plank every day' })).not.toBeInTheDocument()
    expect((await myChallenges()).find((challenge) => challenge.id === 2)?.my_status).toBe('declined')
  })

  it('queues a join made offline and says it will be sent; a decline offline stays marked', async () => {
    await signInAsMember()
    const { user } = renderChallenges()
    const invitations = await screen.findByRole('region', { name: 'Invitations' })
    await setMockOffline(true)
    await user.click(within(invitations).getByRole('button', { name: 'Join Plank every day' }))

    const active = screen.getByRole('region', { name: 'Active' })
    const joined = (await within(active).findByRole('link', { name: 'Plank every day' })).closest('li') as HTMLElement
    expect(within(joined).getByText(QUEUED_TEXT)).toBeInTheDocument()
    expect(within(joined).getByText(/Joined/)).toBeInTheDocument()
    await setMockOffline(false)
    // Nothing reached the server yet: the outbox holds it.
    expect((await myChallenges()).find((challenge) => challenge.id === 2)?.my_status).toBe('invited')
  })

  it('keeps an offline decline in the invitations, marked as waiting to be sent', async () => {
    await signInAsMember()
    const { user } = renderChallenges()
    const invitations = await screen.findByRole('region', { name: 'Invitations' })
    await setMockOffline(true)
    await user.click(within(invitations).getByRole('button', { name: 'Decline Plank every day' }))

    const card = (await within(invitations).findByText(QUEUED_TEXT)).closest('li') as HTMLElement
    expect(within(card).getByText(/Declined/)).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument()
  })

  it('shows the copy saved on the device when offline', async () => {
    await signInAsMember()
    const first = renderChallenges()
    await screen.findByRole('region', { name: 'Active' })
    first.unmount()

    await setMockOffline(true)
    renderChallenges()
    expect(await screen.findByText(/Showing your challenges saved on this device/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ten moves in two weeks' })).toBeInTheDocument()
  })

  it('shows my place on a card when the server says it', async () => {
    await signInAsMember()
    renderChallenges()
    const active = await screen.findByRole('region', { name: 'Active' })
    expect(within(active).getByText('2nd')).toBeInTheDocument()
    expect(within(active).getByText('of 4')).toBeInTheDocument()
    // Not known for the others: no place is made up.
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).queryByText(/^of /)).not.toBeInTheDocument()
  })

  it('says so when there are no challenges, and offers to create one', async () => {
    await signInAsMember()
    server.use(http.get(listPath, () => HttpResponse.json({ error: false, list: [] })))
    renderChallenges()
    expect(await screen.findByRole('heading', { name: 'No challenges yet' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Create a challenge' }).length).toBeGreaterThan(0)
  })

  it('shows the server’s message with a retry when the list fails', async () => {
    await signInAsMember()
    server.use(http.get(listPath, () => HttpResponse.json({ error: true, message: 'Challenges are resting.' }, { status: 500 })))
    const { user } = renderChallenges()
    expect(await screen.findByRole('alert')).toHaveTextContent('Challenges are resting.')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Active' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderChallenges()
    await screen.findByRole('region', { name: 'Active' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

describe('ChallengesPage: create a challenge', () => {
  const today = localToday()

  async function openForm() {
    const view = renderChallenges()
    await screen.findByRole('region', { name: 'Active' })
    await view.user.click(screen.getByRole('button', { name: 'Create a challenge' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a challenge' })
    return { ...view, dialog }
  }

  const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create challenge' })

  it('creates a count challenge from one body area: errors first, nothing typed lost, then the new challenge’s page', async () => {
    await signInAsMember()
    const bodies = recordCreates()
    const { user, dialog } = await openForm()

    // Count is chosen first and explained in words.
    expect(within(dialog).getByRole('radio', { name: /Watch N moves/ })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: /N minutes of moves/ })).not.toBeChecked()
    expect(within(dialog).getByRole('radio', { name: /A move on N days in a row/ })).not.toBeChecked()

    await user.click(submit(dialog))
    expect(await within(dialog).findByText(challengeMessages.titleRequired)).toBeInTheDocument()
    expect(within(dialog).getByText(challengeMessages.goalRequired)).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus())
    expect(bodies).toHaveLength(0)

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '3 core moves this week')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'How many moves' }), '3')
    expect(within(dialog).getByRole('radio', { name: /Watch 3 moves/ })).toBeChecked()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Body area (optional)' }), 'Core')
    expect(within(dialog).getByText(/^Watch 3 core moves,/)).toBeInTheDocument()
    await user.click(submit(dialog))

    await waitFor(() => expect(screen.getByTestId('landed-on').textContent).toMatch(/^\/user\/challenges\/\d+$/))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ title: '3 core moves this week', kind: 'count', goal: 3, body_area: 'Core', start_date: today, end_date: addDays(today, 6), group_id: null })
    expect(bodies[0]?.client_ref).toEqual(expect.any(String))
    const created = (await myChallenges()).find((challenge) => challenge.title === '3 core moves this week')
    expect(created).toMatchObject({ kind: 'count', goal: 3, body_area: 'Core', my_status: 'joined' })
    expect(screen.getByTestId('landed-on')).toHaveTextContent(`/user/challenges/${created?.id}`)
  })

  it('creates a minutes challenge: a goal past the kind’s bound is refused in words, and no body area is asked', async () => {
    await signInAsMember()
    const bodies = recordCreates()
    const { user, dialog } = await openForm()

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half an hour')
    await user.click(within(dialog).getByRole('radio', { name: /minutes of moves/ }))
    const goal = within(dialog).getByRole('spinbutton', { name: 'How many minutes' })
    await user.type(goal, '20000')
    expect(within(dialog).queryByRole('combobox', { name: 'Body area (optional)' })).not.toBeInTheDocument()
    await user.click(submit(dialog))
    expect(await within(dialog).findByText(challengeMessages.goalTooBig('minutes'))).toBeInTheDocument()
    expect(goal).toHaveAccessibleDescription(expect.stringContaining(challengeMessages.goalTooBig('minutes')))
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Half an hour')

    await user.clear(goal)
    await user.type(goal, '30')
    await user.click(submit(dialog))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ title: 'Half an hour', kind: 'minutes', goal: 30, body_area: null })
  })

  it('creates a streak challenge: a streak longer than the dates is refused until the dates fit it', async () => {
    await signInAsMember()
    const bodies = recordCreates()
    const { user, dialog } = await openForm()

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Ten days straight')
    await user.click(within(dialog).getByRole('radio', { name: /days in a row/ }))
    await user.type(within(dialog).getByRole('spinbutton', { name: 'How many days in a row' }), '10')
    await user.click(submit(dialog))
    expect(await within(dialog).findByText(challengeMessages.streakLongerThanChallenge(7))).toBeInTheDocument()

    const end = within(dialog).getByLabelText('Last day')
    fireEvent.change(end, { target: { value: addDays(today, -1) } })
    await user.click(submit(dialog))
    expect(await within(dialog).findByText(challengeMessages.endBeforeStart)).toBeInTheDocument()

    fireEvent.change(end, { target: { value: addDays(today, 13) } })
    await user.click(submit(dialog))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ kind: 'streak', goal: 10, start_date: today, end_date: addDays(today, 13) })
  })

  it('keeps everything typed when the server refuses, with its message at the field', async () => {
    await signInAsMember()
    server.use(
      http.post(createPath, () =>
        HttpResponse.json({ error: true, message: 'Check the title.', validation: { title: 'That title is not allowed.' } }, { status: 400 }),
      ),
    )
    const { user, dialog } = await openForm()
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Rude words')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'How many moves' }), '4')
    await user.click(submit(dialog))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check the title.')
    expect(within(dialog).getByText('That title is not allowed.')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Rude words')
    expect(within(dialog).getByRole('spinbutton', { name: 'How many moves' })).toHaveValue(4)
    // Typed input is not thrown away by Escape: only Cancel closes a form with something in it.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Create a challenge' })).toBeInTheDocument()
  })

  it('opens for a group from ?group= with the group chosen, and makes the challenge for it', async () => {
    await signInAsMember()
    const bodies = recordCreates()
    const { user } = renderChallenges('/user/challenges?group=1')
    const dialog = await screen.findByRole('dialog', { name: 'Create a challenge' })
    const group = within(dialog).getByRole('combobox', { name: 'Group (optional)' })
    await waitFor(() => expect(within(group).getByRole('option', { name: 'Morning Movers' })).toBeInTheDocument())
    expect(group).toHaveValue('1')

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Movers’ week')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'How many moves' }), '5')
    await user.click(submit(dialog))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ group_id: 1 })
  })

  it('says creating needs a connection when the browser is offline, and keeps the input', async () => {
    await signInAsMember()
    const { user, dialog } = await openForm()
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Offline idea')
    restoreOnline = browserOffline()
    expect(await within(dialog).findByText(CREATE_NEEDS_NETWORK)).toBeInTheDocument()
    expect(submit(dialog)).toBeDisabled()
    restoreOnline()
    restoreOnline = null
    await waitFor(() => expect(submit(dialog)).toBeEnabled())
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Offline idea')
  })

  it('offers no field for progress anywhere: it only comes from moves watched', async () => {
    await signInAsMember()
    const { dialog } = await openForm()
    expect(within(dialog).queryByRole('spinbutton', { name: /progress|score/i })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: /progress|score/i })).not.toBeInTheDocument()
  })
})
