import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { crowdDetails, finishedDetails, FIXTURE_NOW, FIXTURE_TODAY, invitedDetails, maya, runningDetails, upcomingDetails } from './challengeFixtures.testing'
import { ChallengePageView } from './ChallengePageView'
import { failedState, frozen, loadingState, notFoundState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}
const crowd = crowdDetails(500)

const meta = {
  title: 'Community/Challenges/ChallengePage',
  component: ChallengePageView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.challenge(1)]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    remote: frozen(readyState(runningDetails)),
    meId: maya.id,
    online: true,
    today: FIXTURE_TODAY,
    onAnswer: noop,
    onInvite: noop,
    onRefresh: noop,
    refreshing: false,
  },
} satisfies Meta<typeof ChallengePageView>

export default meta
type Story = StoryObj<typeof meta>

/** Running: my ring and place, a completed leader, a private member by first name and score, two not joined yet, the rules. */
export const Running: Story = {}

/** Invited: Join and Decline, no ring yet. */
export const Invited: Story = { args: { remote: frozen(readyState(invitedDetails)) } }

export const Joining: Story = { args: { remote: frozen(readyState(invitedDetails)), answerState: { answer: 'join', status: 'busy' } } }

/** A join made offline, waiting in the outbox. */
export const JoinQueued: Story = {
  args: { remote: frozen(readyState({ ...invitedDetails, challenge: { ...invitedDetails.challenge, my_status: 'joined', queued: true } })) },
}

export const Upcoming: Story = { args: { remote: frozen(readyState(upcomingDetails)) } }

/** Over: "Final results", the top three on a podium, final ranks. */
export const Finished: Story = { args: { remote: frozen(readyState(finishedDetails)) } }

/** The large data switch's challenge: 500 participants in one plain table, my row 42nd. */
export const FiveHundredParticipants: Story = { args: { remote: frozen(readyState(crowd)) } }

export const Loading: Story = { args: { remote: frozen(loadingState) } }

/** Nobody has joined yet (a fresh challenge whose creator left it, say). */
export const Empty: Story = {
  args: { remote: frozen(readyState({ ...upcomingDetails, leaderboard: [], challenge: { ...upcomingDetails.challenge, my_status: 'none', my_progress: null } })) },
}

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState) } }

/** Offline with nothing saved on this device. */
export const Offline: Story = { args: { remote: frozen(offlineState), online: false } }

/** Offline from the saved copy: "Saved leaderboard from …"; inviting and refreshing wait for the network. */
export const SavedLeaderboard: Story = { args: { remote: frozen(readyState(runningDetails, { savedAt: FIXTURE_NOW - 5 * 3_600_000 })), online: false } }

export const NotFound: Story = { args: { remote: frozen(notFoundState) } }

export const RefreshFailed: Story = { args: { refreshError: 'Request failed (500).' } }

/** A 320 px phone: the overview stacks, the table fits, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('.challenge-page')
    if (page && page.scrollWidth > page.clientWidth) throw new Error(`The page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`)
  },
}
