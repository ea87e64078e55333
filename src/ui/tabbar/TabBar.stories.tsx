import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { TabBar, type TabBarLink } from './TabBar'

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d={d} />
  </svg>
)

const links: TabBarLink[] = [
  { to: '/user/dashboard', label: 'Dashboard', icon: icon('M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 7h6V4h-6z') },
  { to: '/user/library', label: 'Library', icon: icon('M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v4H4zM14 15h6v4h-6z') },
  { to: '/favorites', label: 'Favourites', icon: icon('M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z') },
  {
    to: '/user/friends',
    label: 'Community',
    also: ['/user/groups'],
    icon: icon('M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8'),
  },
  { to: '/account', label: 'Account', icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0') },
]

/** A phone's width; the transform makes the fixed bar sit inside this frame, not the canvas's foot. */
function Frame({ at, children }: { at: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <div style={{ width: 320, height: 120, position: 'relative', transform: 'translateZ(0)' }}>{children}</div>
    </MemoryRouter>
  )
}

/** The phone's bottom tabs at 320 px, the narrowest phone: five tabs of 64 px. */
const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  args: { label: 'Member tabs', links },
  render: (args) => <Frame at="/user/library">{<TabBar {...args} />}</Frame>,
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Two friend requests wait: the count sits on the Community icon, and is part of the tab's name. */
export const WithBadge: Story = {
  args: { links: links.map((link) => (link.label === 'Community' ? { ...link, badge: { count: 2, description: '2 waiting requests' } } : link)) },
}

/** On a group's page the Community tab is current. */
export const CommunityCurrent: Story = {
  render: (args) => (
    <Frame at="/user/groups">
      <TabBar {...args} />
    </Frame>
  ),
}
