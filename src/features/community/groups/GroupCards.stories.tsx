import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { familyFit, officeMovers, sunriseRunners } from './groupFixtures.testing'
import { GroupCard } from './GroupCard'
import { GroupCover } from './GroupCover'
import './groups.css'

const meta = {
  title: 'Community/Groups/GroupCard',
  component: GroupCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ padding: 16, maxWidth: 360 }}>
          <ul className="group-grid">
            <Story />
          </ul>
        </div>
      </MemoryRouter>
    ),
  ],
  args: { group: sunriseRunners },
} satisfies Meta<typeof GroupCard>

export default meta
type Story = StoryObj<typeof meta>

/** No photo: the name's initials on its own colour. */
export const Placeholder: Story = {}

export const WithPhoto: Story = { args: { group: officeMovers } }

export const LongNameNoDescription: Story = { args: { group: familyFit } }

/** The photo failed to load (offline, not cached): the placeholder takes its place. */
export const BrokenPhoto: Story = { args: { group: { ...officeMovers, cover_url: '/media/posters/not-there.webp' } } }

/** Each of the placeholder colours, chosen by the name. */
export const Placeholders: Story = {
  render: () => (
    <>
      {['Sunrise Runners', 'Core Club', 'Office Movers', 'Lunchtime Yoga', 'Weekend Warriors', 'Hill Repeats', 'Family Fit', 'Zen Stretch'].map((name) => (
        <li key={name} style={{ listStyle: 'none' }}>
          <GroupCover name={name} coverUrl="" size="card" />
          <p>{name}</p>
        </li>
      ))}
    </>
  ),
}
