import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { ApiError } from '@/api/apiError'
import { FixtureSpacesEngine, listStates, ME_ID } from '../common/spacesEngineFixture.testing'
import { StoryEngineProvider } from '../common/StoryEngineProvider.testing'
import { MySpacesView } from './MySpacesView'

/** A story may give its own engine and address (`parameters.engine`, `parameters.at`): a link from another feature. */
const withEngine: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.at as string | undefined) ?? '/account/my-spaces']}>
    <StoryEngineProvider make={(parameters.engine as (() => FixtureSpacesEngine) | undefined) ?? (() => new FixtureSpacesEngine())}>
      <Story />
    </StoryEngineProvider>
  </MemoryRouter>
)

const meta = {
  title: 'Spaces/MySpaces',
  component: MySpacesView,
  args: { meId: ME_ID, list: listStates.ready() },
  decorators: [withEngine],
} satisfies Meta<typeof MySpacesView>

export default meta
type Story = StoryObj<typeof meta>

/** A group with 3 unread and 2 online, the coach, a muted friend, a removed message, a quiet muted group. */
export const Spaces: Story = {}

export const Loading: Story = { args: { list: listStates.loading() } }

export const LoadFailed: Story = { args: { list: listStates.error() } }

/** No spaces yet: how they appear (groups, friends, coach), with links. */
export const Empty: Story = { args: { list: listStates.empty() } }

/** Offline: the device's copy, with the time it was saved. */
export const SavedCopy: Story = { args: { list: listStates.saved() } }

/** A friend's "Message" link to someone who is no longer a friend: the server's reason, over the list. */
export const NotFriends: Story = {
  parameters: {
    engine: () => new FixtureSpacesEngine({ openDirect: () => Promise.reject(new ApiError(403, 'You can only message your friends.')) }),
    at: '/account/my-spaces?with=12',
  },
}

/** A coach link without the Coach plan. */
export const NoCoachPlan: Story = {
  parameters: {
    engine: () => new FixtureSpacesEngine({ openCoach: () => Promise.reject(new ApiError(403, 'A space with a coach comes with the Coach plan.')) }),
    at: '/account/my-spaces?coach=20',
  },
}
