import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { ChallengeCard } from './ChallengeCard'
import { coreChallenge, finishedChallenge, FIXTURE_TODAY, groupOpen, invitation, queuedDecline, queuedJoin, runningChallenge, upcomingChallenge } from './challengeFixtures.testing'
import './challenges.css'

const noop = () => {}

const meta = {
  title: 'Community/Challenges/ChallengeCard',
  component: ChallengeCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ul className="challenge-cards" style={{ padding: 16, maxWidth: 420 }}>
          <Story />
        </ul>
      </MemoryRouter>
    ),
  ],
  args: { challenge: runningChallenge, today: FIXTURE_TODAY },
} satisfies Meta<typeof ChallengeCard>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {}

/** The rank when the page knows it. */
export const WithRank: Story = { args: { rank: 2 } }

export const CompletedLongTitle: Story = { args: { challenge: coreChallenge } }

export const Invitation: Story = { args: { challenge: invitation, onAnswer: noop } }

/** Open to me through a group: Join (or Decline). */
export const FromMyGroup: Story = { args: { challenge: groupOpen, onAnswer: noop } }

export const Joining: Story = { args: { challenge: invitation, onAnswer: noop, answerState: { answer: 'join', status: 'busy' } } }

export const AnswerRefused: Story = {
  args: { challenge: invitation, onAnswer: noop, answerState: { answer: 'decline', status: 'failed', message: 'You created this challenge, so you cannot decline it.' } },
}

export const JoinedOffline: Story = { args: { challenge: queuedJoin } }

export const DeclinedOffline: Story = { args: { challenge: queuedDecline, onAnswer: noop } }

export const Upcoming: Story = { args: { challenge: upcomingChallenge } }

export const Finished: Story = { args: { challenge: finishedChallenge } }
