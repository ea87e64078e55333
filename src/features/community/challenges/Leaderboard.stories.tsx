import type { Meta, StoryObj } from '@storybook/react-vite'
import { crowdDetails, finishedDetails, maya, runningDetails } from './challengeFixtures.testing'
import { Leaderboard } from './Leaderboard'
import { Podium } from './Podium'

const meta = {
  title: 'Community/Challenges/Leaderboard',
  component: Leaderboard,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { entries: runningDetails.leaderboard, kind: 'count', meId: maya.id, final: false, caption: 'Leaderboard' },
} satisfies Meta<typeof Leaderboard>

export default meta
type Story = StoryObj<typeof meta>

/** A completed leader, my row marked, a private member (first name and score), one with no move yet. */
export const Running: Story = {}

export const Final: Story = {
  args: { entries: finishedDetails.leaderboard, final: true, caption: 'Final results' },
  render: (args) => (
    <>
      <Podium entries={args.entries} kind={args.kind} meId={args.meId} />
      <Leaderboard {...args} />
    </>
  ),
}

/** A crowd of 60 (the 500 of the large data set are in ChallengePage's stories). */
export const Crowd: Story = { args: { entries: crowdDetails(60).leaderboard } }

/** Seen by someone who is not in it (an admin's preview, say): no row is mine. */
export const NobodyMarked: Story = { args: { meId: null } }
