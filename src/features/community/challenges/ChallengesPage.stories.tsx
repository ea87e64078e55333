import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { challengesFull, challengesWithQueued, FIXTURE_NOW, FIXTURE_TODAY, invitation } from './challengeFixtures.testing'
import { ChallengesPageView } from './ChallengesPageView'
import { emptyState, failedState, frozen, loadingState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}

const meta = {
  title: 'Community/Challenges/ChallengesPage',
  component: ChallengesPageView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.challenges]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { remote: frozen(readyState(challengesFull)), today: FIXTURE_TODAY, answers: {}, onAnswer: noop, onCreate: noop },
} satisfies Meta<typeof ChallengesPageView>

export default meta
type Story = StoryObj<typeof meta>

/** Invitations (one from a group), two running (one completed, with a very long title), one coming, one finished. */
export const Full: Story = {}

export const Loading: Story = { args: { remote: frozen(loadingState) } }

export const Empty: Story = { args: { remote: frozen(emptyState([])) } }

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState) } }

/** Offline with nothing saved on this device. */
export const Offline: Story = { args: { remote: frozen(offlineState) } }

/** Offline from the saved copy: a join and a decline made offline wait in the outbox, marked. */
export const SavedCopy: Story = { args: { remote: frozen(readyState(challengesWithQueued, { savedAt: FIXTURE_NOW - 2 * 3_600_000 })) } }

export const Joining: Story = { args: { answers: { [invitation.id]: { answer: 'join', status: 'busy' } } } }

export const AnswerRefused: Story = {
  args: { answers: { [invitation.id]: { answer: 'join', status: 'failed', message: 'This challenge has finished.' } } },
}

/** A 320 px phone: cards stack, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('.challenges-page')
    if (page && page.scrollWidth > page.clientWidth) throw new Error(`The page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`)
  },
}
