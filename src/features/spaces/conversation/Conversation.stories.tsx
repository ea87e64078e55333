import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import type { ConversationView } from '@/offline/spaces/spacesEngineTypes'
import { conversationStates, FixtureSpacesEngine, ME_ID, ROOM } from '../common/spacesEngineFixture.testing'
import { StoryEngineProvider } from '../common/StoryEngineProvider.testing'
import { Conversation } from './Conversation'

/** Each story names the conversation's state (`parameters.view`); the frame gives it an engine in that state. */
const withView: Decorator = (Story, { parameters }) => {
  const view = (parameters.view as (() => ConversationView) | undefined) ?? conversationStates.ready
  return (
    <MemoryRouter initialEntries={[`/account/my-spaces/${ROOM.group}`]}>
      <StoryEngineProvider make={() => new FixtureSpacesEngine({ conversations: { [ROOM.group]: view() } })}>
        <Story />
      </StoryEngineProvider>
    </MemoryRouter>
  )
}

const meta = {
  title: 'Spaces/Conversation',
  component: Conversation,
  args: { roomId: ROOM.group, meId: ME_ID },
  decorators: [withView],
} satisfies Meta<typeof Conversation>

export default meta
type Story = StoryObj<typeof meta>

/** Two days of a group: a reply, a move link with its card, a plain link, a removed message and HTML typed as text. */
export const GroupConversation: Story = {}

export const Loading: Story = { parameters: { view: conversationStates.loading } }

export const LoadFailed: Story = { parameters: { view: conversationStates.error } }

/** Not a member, or no such space. */
export const NotFound: Story = { parameters: { view: conversationStates.notFound } }

/** Offline, from the device's copy: a message written meanwhile waits to be sent. */
export const SavedCopyWithWaitingMessage: Story = { parameters: { view: conversationStates.saved } }

/** The server refused a message (too many a minute): Retry or Delete; another is on its way. */
export const FailedMessage: Story = { parameters: { view: conversationStates.failed } }

/** A new direct space with no messages yet. */
export const Empty: Story = { parameters: { view: conversationStates.empty } }

/** The other member left: the space can be read, not written in. */
export const CannotSend: Story = { parameters: { view: conversationStates.blocked } }
