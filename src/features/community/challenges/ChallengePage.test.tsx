import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getChallengeDetails } from '@/api/challenges/challengesApi'
import type { TrackChallengeBody } from '@/api/challenges/challengeTypes'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { QUEUED_TEXT } from '../common/QueuedBadge'
import { ACTIONS_NEED_NETWORK } from './ChallengeActions'
import { ChallengePage } from './ChallengePage'
import { inviteMessages } from './inviteForm'

const detailsPath = '*/v3/api/movetime/challenge/details/:id'
const trackPath = '*/v3/api/movetime/challenge/track'
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

function renderChallenge(id: number | string) {
  return renderWithRouter(<ChallengePage />, { path: '/user/challenges/:id', at: `/user/challenges/${id}` })
}

/** What a cell says to everyone (decorative initials, hidden from assistive technology, left out). */
function spokenText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent?.trim() ?? ''
}

/** The leaderboard's rows as [rank, member cell, score cell]. */
function boardRows(name = 'Leaderboard'): string[][] {
  const table = screen.getByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map(spokenText))
}

afterEach(async () => {
  await setMockOffline(false)
})

describe('ChallengePage', () => {
  it('says the challenge in words, with dates, days left, my ring and my place', async () => {
    await signInAsMember()
    renderChallenge(1)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ten moves in two weeks' })).toBeInTheDocument()
    const about = screen.getByRole('region', { name: 'About this challenge' })
    expect(within(about).getByText('Watch 10 moves')).toBeInTheDocument()
    expect(within(about).getByText('8 days left')).toBeInTheDocument()
    expect(within(about).getByText('You')).toBeInTheDocument()
    const ring = within(about).getByRole('progressbar', { name: 'Your progress' })
    expect(ring).toHaveAttribute('aria-valuetext', '8 of 10 moves')
    expect(ring).toHaveAttribute('aria-valuenow', '8')
    expect(ring).toHaveAttribute('aria-valuemax', '10')
    expect(within(about).getByText(/You’re/)).toHaveTextContent('You’re 2nd of 4')
    expect(within(about).getByRole('link', { name: 'Open the group' })).toHaveAttribute('href', '/user/view-groups/1')
  })

  it('ranks the leaderboard by score, marks completed and my row, and lists who has not joined and the rules', async () => {
    await signInAsMember()
    renderChallenge(1)
    await screen.findByRole('table', { name: 'Leaderboard' })
    const rows = boardRows()
    expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4'])
    expect(rows.map((row) => row[1]?.split('Last:')[0])).toEqual(['Jordan Lee', 'Maya Thompson (you)', 'Sofia Marquez', 'Daniel Okafor'])
    expect(rows[0]?.[2]).toBe('10 movesCompleted')
    expect(rows[1]?.[2]).toBe('8 moves')
    const mine = screen.getByRole('rowheader', { name: /Maya Thompson/ }).closest('tr')
    expect(mine).toHaveAttribute('aria-current', 'true')
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1)

    const notJoined = screen.getByRole('region', { name: 'Not joined yet' })
    expect(within(notJoined).getByText('Tom Becker')).toBeInTheDocument()
    const rules = within(screen.getByRole('region', { name: 'Rules' })).getAllByRole('listitem')
    expect(rules.some((rule) => /Ties go to whoever reached the score first/.test(rule.textContent ?? ''))).toBe(true)
    // Progress comes from moves watched: nothing on the page takes a score.
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows final results once over: final ranks, the top three, and a private member by first name and score only', async () => {
    await signInAsMember()
    renderChallenge(3)
    expect(await screen.findByRole('heading', { level: 2, name: 'Final results' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Final rank' })).toBeInTheDocument()
    const rows = boardRows('Final results')
    // Maya and Sofia tie on 6: Maya got there first.
    expect(rows.map((row) => [row[0], row[1]?.split('Last:')[0]])).toEqual([
      ['1', 'Hannah'],
      ['2', 'Maya Thompson (you)'],
      ['3', 'Sofia Marquez'],
      ['4', 'Daniel Okafor'],
    ])
    // Hannah's privacy is "nobody": first name and score, no last name, activity or badge.
    expect(rows[0]?.[1]).toBe('Hannah')
    expect(rows[0]?.[2]).toBe('7 moves')
    expect(rows[1]?.[1]).toMatch(/Last: /)

    const podium = screen.getByRole('list', { name: 'Top three' })
    expect(within(podium).getAllByRole('listitem').map((place) => place.textContent)).toEqual([
      expect.stringContaining('1stHannah'),
      expect.stringContaining('2ndMaya Thompson (you)'),
      expect.stringContaining('3rdSofia Marquez'),
    ])
    expect(screen.getByText(/You finished/)).toHaveTextContent('You finished 2nd of 4')
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Not joined yet' })).not.toBeInTheDocument()
  })

  it('asks the server with the member’s time zone', async () => {
    await signInAsMember()
    let tz: string | null = null
    server.use(
      http.get(detailsPath, ({ request }) => {
        tz = new URL(request.url).searchParams.get('tz')
        return undefined
      }),
    )
    renderChallenge(1)
    await screen.findByRole('table', { name: 'Leaderboard' })
    expect(tz).toBe(ZONE)
  })

  it('joins from an invitation: my ring appears and the server has me in', async () => {
    await signInAsMember()
    const { user } = renderChallenge(2)
    expect(await screen.findByText('Jordan Lee invited you.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Join' }))

    expect(await screen.findByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/of 5 days in a row/))
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument()
    expect((await getChallengeDetails(2, ZONE)).model.challenge.my_status).toBe('joined')
    await waitFor(() => expect(screen.getByRole('rowheader', { name: /Maya Thompson/ })).toBeInTheDocument())
  })

  it('declines an invitation, and says so', async () => {
    await signInAsMember()
    const { user } = renderChallenge(2)
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('You declined this challenge.')).toBeInTheDocument()
    expect((await getChallengeDetails(2, ZONE)).model.challenge.my_status).toBe('declined')
  })

  it('queues a join made offline, and marks it until it is sent', async () => {
    await signInAsMember()
    const { user } = renderChallenge(2)
    await screen.findByRole('button', { name: 'Join' })
    await setMockOffline(true)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText(QUEUED_TEXT)).toBeInTheDocument()
    expect(screen.getByText('You joined.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument()
  })

  it('invites friends not yet in: already in or invited are not offered, and the server has the invitation', async () => {
    await signInAsMember()
    const { user } = renderChallenge(4)
    await user.click(await screen.findByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' })
    const friends = await within(dialog).findByRole('group', { name: 'Friends' })
    // Sofia made it and Daniel is invited: only Jordan and Tom are offered.
    expect(within(friends).getAllByRole('checkbox').map((box) => spokenText(box.closest('label') as Element))).toEqual(['Jordan Lee', 'Tom Becker'])

    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }))
    expect(await within(dialog).findByText(inviteMessages.nobody)).toBeInTheDocument()

    await user.click(within(friends).getByRole('checkbox', { name: /Jordan Lee/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite people' })).not.toBeInTheDocument())
    const notJoined = await getChallengeDetails(4, ZONE)
    expect(notJoined.model.not_joined.map((member) => member.first_name)).toEqual(expect.arrayContaining(['Daniel', 'Jordan']))
    expect(await within(await screen.findByRole('region', { name: 'Not joined yet' })).findByText('Jordan Lee')).toBeInTheDocument()
  })

  it('invites the whole group of a group challenge', async () => {
    await signInAsMember()
    let body: unknown = null
    server.use(
      http.post('*/v3/api/movetime/challenge/invitation/:id', async ({ request }) => {
        body = await request.clone().json()
        return undefined
      }),
    )
    const { user } = renderChallenge(1)
    await user.click(await screen.findByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' })
    expect(await within(dialog).findByText('All your friends are already in or invited.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox', { name: /Everyone in Morning Movers/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }))
    await waitFor(() => expect(body).toEqual({ group_id: 1 }))
  })

  it('opens the invitations at once for a challenge just created', async () => {
    await signInAsMember()
    const { history, user } = renderChallenge(4)
    await screen.findByRole('table', { name: 'Leaderboard' })
    act(() => history.replace('/user/challenges/4', { invite: true }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Invite people' })).not.toBeInTheDocument()
    // Done with: coming back to this entry does not open it again.
    expect(history.location.state).toBeNull()
  })

  it('recounts on Refresh through a track “refresh” of my own', async () => {
    await signInAsMember()
    const tracked: TrackChallengeBody[] = []
    server.use(
      http.post(trackPath, async ({ request }) => {
        tracked.push((await request.clone().json()) as TrackChallengeBody)
        return undefined
      }),
    )
    const { user } = renderChallenge(1)
    await user.click(await screen.findByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(tracked).toEqual([{ challenge_id: 1, user_id: 1, event: 'refresh' }]))
  })

  it('shows the saved leaderboard offline, marked with when it was saved; inviting waits for the network', async () => {
    await signInAsMember()
    const first = renderChallenge(1)
    await screen.findByRole('table', { name: 'Leaderboard' })
    first.unmount()

    await setMockOffline(true)
    renderChallenge(1)
    expect(await screen.findByText(/^Saved leaderboard from /)).toBeInTheDocument()
    expect(boardRows().map((row) => row[0])).toEqual(['1', '2', '3', '4'])
    expect(screen.getByText(/Showing this challenge saved on this device/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled()
    expect(screen.getByText(ACTIONS_NEED_NETWORK)).toBeInTheDocument()
  })

  it('says when there is no such challenge', async () => {
    await signInAsMember()
    renderChallenge(999)
    expect(await screen.findByRole('heading', { name: 'No such challenge' })).toBeInTheDocument()
  })

  it('shows the server’s message with a retry when the challenge fails', async () => {
    await signInAsMember()
    server.use(http.get(detailsPath, () => HttpResponse.json({ error: true, message: 'Leaderboards are resting.' }, { status: 500 })))
    const { user } = renderChallenge(1)
    expect(await screen.findByRole('alert')).toHaveTextContent('Leaderboards are resting.')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations, running or finished', async () => {
    await signInAsMember()
    const running = renderChallenge(1)
    await screen.findByRole('table', { name: 'Leaderboard' })
    expect(await seriousAxeViolations(running.container)).toEqual([])
    running.unmount()
    const finished = renderChallenge(3)
    await screen.findByRole('table', { name: 'Final results' })
    expect(await seriousAxeViolations(finished.container)).toEqual([])
  })
})
