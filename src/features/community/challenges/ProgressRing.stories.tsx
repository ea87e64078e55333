import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressRing } from './ProgressRing'

const meta = {
  title: 'Community/Challenges/ProgressRing',
  component: ProgressRing,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { kind: 'count', score: 2, goal: 3, completed: false },
} satisfies Meta<typeof ProgressRing>

export default meta
type Story = StoryObj<typeof meta>

/** "2 of 3 moves". */
export const Partway: Story = {}

export const NotStarted: Story = { args: { score: 0 } }

export const Completed: Story = { args: { score: 3, completed: true } }

export const PastTheGoal: Story = { args: { kind: 'minutes', score: 75, goal: 60, completed: true } }

export const Streak: Story = { args: { kind: 'streak', score: 4, goal: 7 } }
