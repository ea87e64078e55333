import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { atRoute } from './AccountStoryFrame.testing'
import { SettingsPage } from './SettingsPage'

/** The seeded member's settings, live against the mock backend (two-factor uses real TOTP codes). */
const meta = {
  title: 'Account/SettingsPage',
  component: SettingsPage,
  decorators: [atRoute('/user/setting')],
} satisfies Meta<typeof SettingsPage>

export default meta
type Story = StoryObj<typeof meta>

export const Settings: Story = {}

export const Loading: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => delay('infinite')), ...handlers] },
}

export const Offline: Story = {
  parameters: { msw: [http.get('*/v2/api/lambda/profile', () => HttpResponse.error()), ...handlers] },
}
