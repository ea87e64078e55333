import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { AccountProfilePage } from './AccountProfilePage'
import { atRoute } from './AccountStoryFrame.testing'

/** The one-page profile admins and public-area accounts get, live against the mock backend. */
const meta = {
  title: 'Account/AccountProfilePage',
  component: AccountProfilePage,
  decorators: [atRoute('/admin/profile')],
} satisfies Meta<typeof AccountProfilePage>

export default meta
type Story = StoryObj<typeof meta>

export const Profile: Story = {}

export const Loading: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => delay('infinite')), ...handlers] },
}

export const Offline: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => HttpResponse.error()), ...handlers] },
}
