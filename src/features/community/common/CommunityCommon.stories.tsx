import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { CommunityNavLinks } from './CommunityNav'
import { MemberRow } from './MemberRow'
import { QueuedBadge } from './QueuedBadge'

/** The pieces the friends, groups and challenges pages share. */
const meta = {
  title: 'Community/Common',
  component: MemberRow,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.friends]}>
        <div style={{ maxWidth: 560, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { member: { id: 3, first_name: 'Jordan', last_name: 'Lee', photo: '' } },
  render: (args) => (
    <ul className="community-list">
      <MemberRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof MemberRow>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = { args: { detail: 'Friends since 14 Jan 2026' } }

/** Initials on six tints, a first name alone (privacy "nobody"), and a long name that wraps at 320 px. */
export const Members: Story = {
  render: () => (
    <ul className="community-list">
      {['Maya Thompson', 'Jordan Lee', 'Priya Shah', 'Amir', 'Sofia Martínez', 'Hannah Schmidt-Villanueva-Rodríguez de la Fuente'].map((name, index) => {
        const [first, ...rest] = name.split(' ')
        return <MemberRow key={name} member={{ id: index, first_name: first ?? name, last_name: rest.join(' '), photo: '' }} detail="Joined in March" />
      })}
    </ul>
  ),
}

export const WithActions: Story = {
  args: {
    detail: 'Asked 2 May 2026',
    actions: (
      <>
        <Button>Accept</Button>
        <Button variant="secondary">Decline</Button>
      </>
    ),
  },
}

export const Queued: Story = { args: { detail: 'Sent 6 May 2026', badge: <QueuedBadge /> } }

export const Navigation: Story = { render: () => <CommunityNavLinks waiting={0} /> }

export const NavigationWithWaitingRequests: Story = { render: () => <CommunityNavLinks waiting={3} /> }
