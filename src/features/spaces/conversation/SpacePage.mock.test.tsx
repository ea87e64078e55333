import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { say } from '@mocks/handlers/realtime/realtimeCalls.testing'
import { signIn } from '@mocks/testing/callMock'
import { SpacePage } from './SpacePage'

/**
 * The conversation page on the member's real engine (API client, device store, outbox) against the
 * mock's realtime handlers in the Node home: what the member sends shows once, sent; what another
 * member writes arrives live and is announced.
 */
describe('SpacePage on the real engine and the mock backend', () => {
  it('sends a message and sees it, then sees and announces a reply from another member', async () => {
    await signInAsMember()
    const roomId = SEED_SPACE_IDS.morningMovers
    const { user, unmount } = renderWithRouter(<SpacePage />, { path: '/account/my-spaces/:id', at: `/account/my-spaces/${roomId}` })
    const field = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 10_000 })
    await user.type(field, 'Page test: see you at 7{Enter}')
    const messages = screen.getByRole('region', { name: 'Messages' })
    await waitFor(() => expect(within(messages).getAllByText('Page test: see you at 7')).toHaveLength(1))
    await waitFor(() => expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument())

    await say(await signIn(DEMO_ACCOUNTS.second), roomId, 'Jordan here, on my way')
    expect(await within(messages).findByText('Jordan here, on my way', undefined, { timeout: 10_000 })).toBeInTheDocument()
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!
    await waitFor(() => expect(live).toHaveTextContent(/^New message from Jordan Lee: Jordan here, on my way$/))
    unmount()
  }, 30_000)
})
