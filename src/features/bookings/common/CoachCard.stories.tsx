import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { Button } from '@/ui/button/Button'
import { londonCoach, newYorkCoach } from '../book/bookFixtures.testing'
import { CoachCard } from './CoachCard'
import { StarRating, StarRatingInput } from './ReviewStars'

const noop = () => {}

const meta = {
  title: 'Bookings/CoachCard',
  component: CoachCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 360, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { coach: londonCoach, now: Date.parse('2026-12-03T14:32:00Z'), action: <Button>Choose</Button> },
} satisfies Meta<typeof CoachCard>

export default meta
type Story = StoryObj<typeof meta>

/** Rated, in London: "4.7 ★ (12 reviews)" and the time there now. */
export const Rated: Story = {}

/** No reviews yet, in New York. */
export const NoReviewsYet: Story = { args: { coach: newYorkCoach } }

/** A photo, a very long name. */
export const WithPhotoAndLongName: Story = {
  args: { coach: { ...londonCoach, name: 'Alexandra Montgomery-Fitzwilliam de la Cruz', photo_url: '/icons/icon-192.png' } },
}

/** Above the calendar once chosen: no biography. */
export const Compact: Story = { args: { compact: true, action: undefined } }

/** The stars a review shows, and the radio group that gives them. */
export const Stars: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StarRating rating={4} />
      <StarRatingInput name="rating" legend="Your rating" value="3" onChange={noop} />
      <StarRatingInput name="rating-empty" legend="Your rating" value="" onChange={noop} error="Choose a rating from 1 to 5 stars." />
    </div>
  ),
}
