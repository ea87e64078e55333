import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { SpacesEngineProvider } from '../common/SpacesEngineContext'
import { conversationStates, fixtureMessage, FixtureSpacesEngine, ME_ID, ROOM, spaceMembers, XSS_TEXT } from '../common/spacesEngineFixture.testing'
import { ApiError } from '@/api/apiError'
import { Conversation } from './Conversation'

function renderConversation(view = conversationStates.ready()) {
  const engine = new FixtureSpacesEngine({ conversations: { [ROOM.group]: view } })
  const rendered = renderWithRouter(
    <SpacesEngineProvider engine={engine}>
      <Conversation roomId={ROOM.group} meId={ME_ID} />
    </SpacesEngineProvider>,
    { path: '/account/my-spaces/:id', at: `/account/my-spaces/${ROOM.group}` },
  )
  return { engine, ...rendered }
}

const messageField = () => screen.getByRole('textbox', { name: 'Message' })
const liveRegion = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!

describe('Conversation', () => {
  it('shows the space with its members and who is online, and the messages by day', () => {
    renderConversation()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Morning Movers')
    expect(screen.getByText('6 members')).toBeInTheDocument()
    expect(screen.getByText('2 online')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Yesterday', 'Today'])
    const mine = screen.getByText('Me! Bringing a friend too.').closest('li')!
    expect(mine).toHaveClass('message--mine')
    expect(within(mine).getByText('You')).toBeInTheDocument()
  })

  it('shows HTML typed in a message as text, never as markup', () => {
    const { container } = renderConversation()
    expect(screen.getByText(XSS_TEXT)).toBeInTheDocument()
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('makes links clickable safely, shows the move card and says when MoveTime removed a message', () => {
    renderConversation()
    const link = screen.getByRole('link', { name: 'https://example.com/routes/park-loop' })
    expect(link).toHaveAttribute('href', 'https://example.com/routes/park-loop')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: /^Move Plank/ })).toHaveAttribute('href', '/move?id=4')
    expect(screen.getByText('This message was removed by MoveTime.')).toBeInTheDocument()
  })

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const { engine, user } = renderConversation()
    await user.type(messageField(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(engine.calls.filter((call) => call.name === 'send')).toEqual([])
    expect(messageField()).toHaveValue('First line\nsecond line')
    await user.keyboard('{Enter}')
    expect(engine.calls).toContainEqual({ name: 'send', roomId: ROOM.group, text: 'First line\nsecond line', replyTo: null })
    expect(messageField()).toHaveValue('')
    expect(await screen.findByText('Sending…')).toBeInTheDocument()
  })

  it('keeps the text and says why at the field when a send is refused', async () => {
    const { engine, user } = renderConversation()
    engine.rejectSends = new ApiError(400, 'A message holds at most 2000 characters.')
    await user.type(messageField(), 'Hello there{Enter}')
    expect(messageField()).toHaveValue('Hello there')
    expect(messageField()).toHaveAccessibleDescription(/A message holds at most 2000 characters\./)
    expect(messageField()).toHaveAttribute('aria-invalid', 'true')
  })

  it('replies to a message chosen from its actions menu', async () => {
    const { engine, user } = renderConversation()
    await user.click(screen.getAllByRole('button', { name: /^Actions for Priya Shah’s message at .+/ })[0]!)
    await user.click(screen.getAllByRole('button', { name: 'Reply' })[0]!)
    const composer = screen.getByRole('form', { name: 'Write a message' })
    expect(within(composer).getByText(/Replying to/)).toHaveTextContent('Replying to Priya Shah: Who is in for the 7am session tomorrow?')
    expect(messageField()).toHaveFocus()
    await user.type(messageField(), 'Yes!{Enter}')
    expect(engine.calls).toContainEqual({ name: 'send', roomId: ROOM.group, text: 'Yes!', replyTo: 1 })
    expect(within(composer).queryByText(/Replying to/)).not.toBeInTheDocument()
  })

  it('offers no Report on the member’s own messages', async () => {
    const { user } = renderConversation()
    await user.click(screen.getAllByRole('button', { name: /^Actions for your message/ })[0]!)
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
  })

  it('reports a message with a reason and a note', async () => {
    const { engine, user } = renderConversation()
    await user.click(screen.getByRole('button', { name: /^Actions for Sofia Marquez’s message/ }))
    await user.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Choose why you are reporting this message.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await user.type(within(dialog).getByRole('textbox'), 'Odd HTML')
    expect(within(dialog).getByText('8 of 500 characters')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(engine.calls).toContainEqual({ name: 'report', roomId: ROOM.group, chatId: 5, reason: 'spam', note: 'Odd HTML' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('retries or deletes a message that was not sent', async () => {
    const { engine, user } = renderConversation(conversationStates.failed())
    expect(screen.getByText(/^Not sent: You are sending messages too quickly/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(engine.calls).toContainEqual({ name: 'retry', roomId: ROOM.group, key: 'local-failed' })
    await act(async () => engine.setConversation(ROOM.group, conversationStates.failed()))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(engine.calls).toContainEqual({ name: 'discard', roomId: ROOM.group, key: 'local-failed' })
    expect(screen.queryByText(/^Not sent/)).not.toBeInTheDocument()
  })

  it('shows a waiting message and says messages will be sent when back online', () => {
    renderConversation(conversationStates.saved())
    expect(screen.getByText('Waiting to send')).toBeInTheDocument()
    expect(screen.getByText(/Showing this space as saved on this device\./)).toBeInTheDocument()
    expect(screen.getByText(/Messages you write will be sent when you’re back online\./)).toBeInTheDocument()
    expect(messageField()).toBeEnabled()
  })

  it('announces messages arriving live, politely, and never the history it loaded', async () => {
    const { engine } = renderConversation()
    expect(liveRegion()).toHaveTextContent('')
    await act(async () => engine.arrive(ROOM.group, fixtureMessage(ROOM.group, 9, spaceMembers.jordan, 0, 'On my way')))
    expect(liveRegion()).toHaveTextContent('New message from Jordan Lee: On my way')
    await act(async () =>
      engine.arrive(ROOM.group, fixtureMessage(ROOM.group, 10, spaceMembers.tom, 0, 'Same'), fixtureMessage(ROOM.group, 11, spaceMembers.priya, 0, 'Great')),
    )
    expect(liveRegion()).toHaveTextContent('2 new messages')
    // The message list itself is not a live region.
    expect(screen.getByRole('region', { name: 'Messages' }).querySelector('[aria-live]')).toBeNull()
  })

  it('marks the space read up to the newest message on screen', () => {
    const { engine } = renderConversation()
    expect(engine.calls).toContainEqual({ name: 'markRead', roomId: ROOM.group, chatId: 8 })
  })

  it('lists the members with presence and roles', async () => {
    const { user } = renderConversation()
    await user.click(screen.getByRole('button', { name: 'Members' }))
    const dialog = await screen.findByRole('dialog', { name: 'Members' })
    const rows = within(dialog).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(/Maya Thompson \(you\)Online/)
    expect(within(dialog).getByText(/Priya Shah/).closest('li')).toHaveTextContent('Owner')
    expect(within(dialog).getByText(/Sofia Marquez/).closest('li')).toHaveTextContent('Last seen 5 minutes ago')
    expect(within(dialog).getByText(/Hannah Kim/).closest('li')).toHaveTextContent('Not seen yet')
  })

  it('says why the member cannot write, in place of the field', () => {
    renderConversation(conversationStates.blocked())
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
    expect(screen.getByText('Jordan left this space. You can read it but not reply.')).toBeInTheDocument()
  })

  it('mutes the space', async () => {
    const { engine, user } = renderConversation()
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(engine.calls).toContainEqual({ name: 'setMuted', roomId: ROOM.group, muted: true })
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument()
  })

  it('leaves a direct space after asking', async () => {
    const { engine, user } = renderConversation(conversationStates.empty())
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
    expect(engine.calls).toContainEqual({ name: 'leave', roomId: ROOM.group })
    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/account/my-spaces')
  })
})
