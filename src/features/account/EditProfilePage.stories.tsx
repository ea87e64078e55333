import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import { atRoute } from './AccountStoryFrame.testing'
import { EditProfilePage } from './EditProfilePage'
import { PROFILE_FORM_MESSAGES } from './ProfileEditForm'
import { PHONE_MESSAGES } from './usePhoneCheck'

const PATH = '/user/edit-profile/:id'

/** The seeded member (id 1) edits their profile against the mock backend. */
const meta = {
  title: 'Account/EditProfilePage',
  component: EditProfilePage,
  decorators: [atRoute(PATH, '/user/edit-profile/1')],
} satisfies Meta<typeof EditProfilePage>

export default meta
type Story = StoryObj<typeof meta>

export const OwnProfile: Story = {}

/** A phone with no country code, an emptied name and a photo that is no web address: each message at its field. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = await canvas.findByLabelText('Phone')
    await userEvent.clear(phone)
    await userEvent.type(phone, '020 7946 0958')
    await userEvent.type(canvas.getByLabelText('Photo address'), 'my-photo.jpg')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(canvas.getByText(PHONE_MESSAGES.invalid)).toBeVisible())
    await expect(canvas.getByText(PROFILE_FORM_MESSAGES.photoInvalid)).toBeVisible()

    await userEvent.clear(phone)
    await userEvent.type(phone, '+44 20 7946 0958')
    await userEvent.clear(canvas.getByLabelText('Photo address'))
    await userEvent.clear(canvas.getByLabelText('Last name'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(canvas.getByText('Enter your last name.')).toBeVisible())
  },
}

/** Someone else's id: refused without asking the server for their data. */
export const NotYours: Story = {
  decorators: [atRoute(PATH, '/user/edit-profile/3')],
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => delay('infinite')), ...handlers] },
}

export const Offline: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => HttpResponse.error()), ...handlers] },
}
