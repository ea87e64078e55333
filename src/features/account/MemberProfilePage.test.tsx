import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { saveUserInfo } from '@/api/auth/authApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { MemberProfilePage } from './MemberProfilePage'

function renderProfile(at = '/user/profile') {
  return renderWithRouter(<MemberProfilePage />, { path: at, at })
}

/** The value shown for `term` in the card named `card`. */
function fact(card: string, term: string): string {
  const region = screen.getByRole('region', { name: card })
  const dt = within(region).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

afterEach(() => setMockOffline(false))

describe('MemberProfilePage', () => {
  it('shows the seeded member: name, email, phone, verification, two-factor, member since, goal and level', async () => {
    const userId = await signInAsMember()
    renderProfile()

    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
    const identity = screen.getByRole('region', { name: 'Who you are' })
    expect(within(identity).getByText('member@movetime.app')).toBeInTheDocument()
    expect(within(identity).getByText('MT')).toBeInTheDocument()
    expect(within(identity).getByText(/^Member since/).querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-/))

    await screen.findByText('Phone', { selector: 'dt' })
    expect(fact('Account', 'Phone')).toBe('+1 415 555 0101')
    expect(fact('Account', 'Email verification')).toBe('Verified')
    expect(fact('Account', 'Two-factor authentication')).toMatch(/^Off/)
    expect(within(identity).getByText('Verified email')).toBeInTheDocument()
    expect(fact('Training', 'Goal')).toBe('Build a daily habit')
    expect(fact('Training', 'Level')).toBe('Beginner')

    const links = screen.getByRole('navigation', { name: 'Profile links' })
    expect(within(links).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', `/user/edit-profile/${userId}`)
    expect(within(links).getByRole('link', { name: 'Your info' })).toHaveAttribute('href', '/user/info')
    expect(within(links).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/setting')
  })

  it('shows what the member saved in their info', async () => {
    await signInAsMember()
    await saveUserInfo({ goal: 'Train for an event', level: 'advanced' })
    renderProfile()
    await screen.findByText('Goal', { selector: 'dt' })
    expect(fact('Training', 'Goal')).toBe('Train for an event')
    expect(fact('Training', 'Level')).toBe('Advanced')
  })

  it('invites a member with no goal or level to add them', async () => {
    await signInAsMember('priya.shah@example.com')
    renderProfile()
    const training = await screen.findByRole('region', { name: 'Training' })
    expect(within(training).getByText(/You have not told us your goal and level yet/)).toBeInTheDocument()
    expect(within(training).getByRole('link', { name: 'Add your info' })).toHaveAttribute('href', '/user/info')
  })

  it('links back to the account hub when opened as /account/profile', async () => {
    await signInAsMember()
    renderProfile('/account/profile')
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
  })

  it('shows the offline state when the network is down, and loads on Try again', async () => {
    await signInAsMember()
    await setMockOffline(true)
    const { user } = renderProfile()

    expect(await screen.findByText('You’re offline.')).toBeInTheDocument()
    expect(screen.getByText(/Your profile will show when you are back online/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()

    await setMockOffline(false)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
  })

  it('shows the profile saved on the device when offline, and says what needs a connection', async () => {
    await signInAsMember()
    const first = renderProfile()
    await screen.findByText('Phone', { selector: 'dt' })
    first.unmount()

    await setMockOffline(true)
    renderProfile()
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
    expect(await screen.findByText('You’re offline. This is your profile as saved on this device.')).toBeInTheDocument()
    expect(fact('Training', 'Goal')).toBe('Build a daily habit')
    const account = screen.getByRole('region', { name: 'Account' })
    expect(await within(account).findByText(/Your phone, email verification and two-factor status show when you are back online/)).toBeInTheDocument()
  })

  it('shows the server’s message with a retry when the profile fails', async () => {
    await signInAsMember()
    server.use(http.get('*/v3/api/custom/movetime/get-userinfo', () => HttpResponse.json({ error: true, message: 'The profile service is resting.' }, { status: 500 })))
    const { user } = renderProfile()
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile service is resting.')

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
  })

  it('keeps the basics when only the account details fail', async () => {
    await signInAsMember()
    server.use(http.get('*/v2/api/lambda/profile', () => HttpResponse.json({ error: true, message: 'Account details are resting.' }, { status: 500 })))
    renderProfile()
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument()
    const account = screen.getByRole('region', { name: 'Account' })
    expect(await within(account).findByRole('alert')).toHaveTextContent('Account details are resting.')
    expect(within(account).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderProfile()
    await screen.findByText('Phone', { selector: 'dt' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
