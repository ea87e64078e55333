import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AdminScreen } from '../pages/AdminScreen'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { groups } from './groups'
import { photos } from './photos'
import { schedules } from './schedules'
import { userHistory } from './userHistory'
import { userInfo } from './userInfo'
import { videos } from './videos'

/*
 * Videos, photos, groups, schedules, user info and user history: each list and form (or view)
 * generated from its definition and its docs/product.md §2 paths, live against the mock backend as the demo admin.
 */

const meta = {
  title: 'Admin/Media and member resources',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

export const VideoList: Story = { ...at(videos.paths.list) }
/** The upload field: choose a file and it uploads with a progress bar and Cancel; or type a link. */
export const VideoCreate: Story = { ...at(videos.paths.create!) }
export const VideoEdit: Story = { ...at(videos.paths.edit!(1)) }

export const PhotoList: Story = { ...at(photos.paths.list) }
export const PhotoCreate: Story = { ...at(photos.paths.create!) }

export const GroupList: Story = { ...at(groups.paths.list) }
export const GroupCreate: Story = { ...at(groups.paths.create!) }
export const GroupEdit: Story = { ...at(groups.paths.edit!(1)) }

export const ScheduleList: Story = { ...at(schedules.paths.list) }
export const ScheduleCreate: Story = { ...at(schedules.paths.create!) }
export const ScheduleEdit: Story = { ...at(schedules.paths.edit!(1)) }
export const ScheduleView: Story = { ...at(schedules.paths.show!(1)) }
/** An end before the start: the message sits under Ends and nothing is sent. */
export const ScheduleEndBeforeStart: Story = {
  ...at(schedules.paths.edit!(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const end = await canvas.findByLabelText(/^Ends/, {}, { timeout: 8000 })
    await userEvent.clear(end)
    await userEvent.type(end, '2020-01-01T08:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('The end must be after the start.')).toBeVisible()
  },
}

export const UserInfoList: Story = { ...at(userInfo.paths.list) }
export const UserInfoView: Story = { ...at(userInfo.paths.show!(1)) }

export const UserHistoryList: Story = { ...at(userHistory.paths.list) }
export const UserHistoryByMember: Story = { ...at(`${userHistory.paths.list}?filter=${encodeURIComponent('{"user_id":"1"}')}`) }
