import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { memberInfo } from './accountFixtures.testing'
import { atRoute } from './AccountStoryFrame.testing'
import { UserInfoPage } from './UserInfoPage'

const userInfoPath = '*/v3/api/custom/movetime/get-userinfo'

/** The seeded member's training info, live against the mock backend. */
const meta = {
  title: 'Account/UserInfoPage',
  component: UserInfoPage,
  decorators: [atRoute('/user/info')],
} satisfies Meta<typeof UserInfoPage>

export default meta
type Story = StoryObj<typeof meta>

export const YourInfo: Story = {}

/** Empty: a member who has not chosen a goal or level yet. */
export const FirstTime: Story = {
  parameters: { msw: [http.get(userInfoPath, () => HttpResponse.json({ error: false, model: { ...memberInfo, goal: '', level: '' } })), ...handlers] },
}

export const Loading: Story = {
  parameters: { msw: [http.get(userInfoPath, () => delay('infinite')), ...handlers] },
}

export const Offline: Story = {
  parameters: { msw: [http.get(userInfoPath, () => HttpResponse.error()), ...handlers] },
}
