import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AdminScreen } from '../pages/AdminScreen'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { coachAvailability } from './coachAvailability'
import { coachOverrides } from './coachOverrides'
import { coaches } from './coaches'
import { reviews } from './reviews'
import { schedules } from './schedules'

/*
 * Coaches, their weekly hours and date overrides, members' reviews and a booking's view page with
 * its review: each generated from its definition, live against the mock backend as the demo admin.
 */

const meta = {
  title: 'Admin/Bookings resources',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

const filtered = (path: string, filter: Record<string, string>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`

export const CoachList: Story = { ...at(coaches.paths.list) }
export const CoachCreate: Story = { ...at(coaches.paths.create!) }
export const CoachEdit: Story = { ...at(coaches.paths.edit!(1)) }
/** A zone Intl does not know: the message sits under Time zone and nothing is sent. */
export const CoachUnknownZone: Story = {
  ...at(coaches.paths.edit!(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const zone = await canvas.findByRole('textbox', { name: /^Time zone/ }, { timeout: 8000 })
    await userEvent.clear(zone)
    await userEvent.type(zone, 'Europe/Atlantis')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Enter an IANA time zone, e.g. Europe/London or America/New_York.')).toBeVisible()
  },
}

export const CoachHoursList: Story = { ...at(coachAvailability.paths.list) }
export const CoachHoursOfOneCoach: Story = { ...at(filtered(coachAvailability.paths.list, { coach_id: '2' })) }
export const CoachHoursCreate: Story = { ...at(coachAvailability.paths.create!) }
export const CoachHoursEdit: Story = { ...at(coachAvailability.paths.edit!(1)) }

export const CoachOverrideList: Story = { ...at(coachOverrides.paths.list) }
export const CoachOverrideCreate: Story = { ...at(coachOverrides.paths.create!) }

export const ReviewList: Story = { ...at(reviews.paths.list) }
export const HiddenReviews: Story = { ...at(filtered(reviews.paths.list, { hidden: 'true' })) }
export const ReviewView: Story = { ...at(reviews.paths.show!(6)) }

export const ScheduleList: Story = { ...at(schedules.paths.list) }
export const CompletedSchedules: Story = { ...at(filtered(schedules.paths.list, { status: 'completed' })) }
/** The member's and the coach's clocks, and the session's review with Hide review. */
export const ScheduleViewWithReview: Story = { ...at(schedules.paths.show!(1)) }
/** Hide review asks for a reason first. */
export const HideReviewNeedsReason: Story = {
  ...at(schedules.paths.show!(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const review = await canvas.findByRole('table', { name: 'Review' }, { timeout: 8000 })
    await userEvent.click(within(review).getByRole('button', { name: /^Hide review/ }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Hide review #1?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    await expect(await within(dialog).findByText('Say why the review is hidden.')).toBeVisible()
  },
}
