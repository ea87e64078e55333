import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { SidebarNav } from './SidebarNav'

const meta = {
  title: 'UI/SidebarNav',
  component: SidebarNav,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/user/library']}>
        <div style={{ width: 248 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SidebarNav>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: {
    label: 'Member navigation',
    links: [
      { to: '/user/dashboard', label: 'Dashboard' },
      { to: '/user/library', label: 'Library' },
      { to: '/favorites', label: 'Favourites' },
      { to: '/user/profile', label: 'Profile' },
    ],
  },
}

/** A count of waiting requests on Friends, read as "Friends, 2 waiting requests". */
export const WithBadge: Story = {
  args: {
    label: 'Member navigation',
    links: [
      { to: '/user/dashboard', label: 'Dashboard' },
      { to: '/user/library', label: 'Library' },
      { to: '/user/friends', label: 'Friends', badge: { count: 2, description: '2 waiting requests' } },
      { to: '/user/groups', label: 'Groups' },
      { to: '/user/challenges', label: 'Challenges' },
    ],
  },
}
