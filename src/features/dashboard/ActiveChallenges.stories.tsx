import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import type { ChallengeSummary } from '@/api/challenges/challengeTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import { ActiveChallengesView } from './ActiveChallenges'

const TODAY = '2026-05-06'

function challenge(id: number, title: string, overrides: Partial<ChallengeSummary> = {}): ChallengeSummary {
  return {
    id,
    title,
    description: '',
    kind: 'count',
    goal: 10,
    start_date: '2026-04-30',
    end_date: '2026-05-13',
    body_area: null,
    move_ids: [],
    creator: { id: 1, first_name: 'Maya', last_name: 'Thompson', photo: '' },
    group_id: null,
    status: 'active',
    participant_count: 4,
    my_status: 'joined',
    my_progress: { score: 8, completed: false, reached_at: null },
    ...overrides,
  }
}

const list: ChallengeSummary[] = [
  challenge(1, 'Ten moves in two weeks'),
  challenge(2, 'Plank every day', { kind: 'streak', goal: 5, end_date: '2026-05-06', my_progress: { score: 5, completed: true, reached_at: null } }),
  challenge(3, 'An hour of mobility', { kind: 'minutes', goal: 60, end_date: '2026-05-20', my_progress: { score: 25, completed: false, reached_at: null } }),
  challenge(4, 'Squat September', { end_date: '2026-05-30' }),
  challenge(5, 'Core Crew’s week', { my_status: 'invited', my_progress: null }),
]

const held = <T,>(state: RemoteState<T>) => ({ state, retry: () => {} })

const meta = {
  title: 'Dashboard/ActiveChallenges',
  component: ActiveChallengesView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="dashboard">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { remote: held({ status: 'ready', data: list, saved: null }), today: TODAY },
} satisfies Meta<typeof ActiveChallengesView>

export default meta
type Story = StoryObj<typeof meta>

/** Four running (three shown, ending soonest first, one completed) and an invitation waiting. */
export const Full: Story = {}

/** Nothing running: a nudge to start one. */
export const Empty: Story = { args: { remote: held({ status: 'ready', data: [], saved: null }) } }

export const Loading: Story = { args: { remote: held({ status: 'loading' }) } }

export const LoadFailed: Story = {
  name: 'Error',
  args: { remote: held({ status: 'error', message: 'Request failed (500).', error: new Error('500'), offline: false }) },
}

export const Offline: Story = {
  args: { remote: held({ status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true }) },
}

/** Offline from the copy saved on the device. */
export const SavedCopy: Story = { args: { remote: held({ status: 'ready', data: list.slice(0, 1), saved: { savedAt: Date.parse('2026-05-06T09:00:00Z') } }) } }
