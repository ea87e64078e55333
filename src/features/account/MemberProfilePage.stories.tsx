import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { memberInfo, memberProfile } from './accountFixtures.testing'
import { atRoute } from './AccountStoryFrame.testing'
import { MemberProfilePage } from './MemberProfilePage'

const paths = {
  profile: '*/v2/api/lambda/profile',
  userInfo: '*/v3/api/custom/movetime/get-userinfo',
}

/** The seeded member's profile, live against the mock backend unless a story fixes an answer. */
const meta = {
  title: 'Account/MemberProfilePage',
  component: MemberProfilePage,
  decorators: [atRoute('/user/profile')],
} satisfies Meta<typeof MemberProfilePage>

export default meta
type Story = StoryObj<typeof meta>

export const Profile: Story = {}

/** Two-factor on, a photo-less member with an unverified email: every badge in its other state. */
export const TwoFactorOnUnverified: Story = {
  parameters: {
    msw: [
      http.get(paths.profile, () => HttpResponse.json({ error: false, model: { ...memberProfile, verified: false, two_factor_enabled: true } })),
      http.get(paths.userInfo, () => HttpResponse.json({ error: false, model: memberInfo })),
      ...handlers,
    ],
  },
}

/** Empty: no goal or level yet, so the page invites the member to add them. */
export const NoTrainingInfo: Story = {
  parameters: {
    msw: [http.get(paths.userInfo, () => HttpResponse.json({ error: false, model: { ...memberInfo, goal: '', level: '' } })), ...handlers],
  },
}

export const Loading: Story = {
  parameters: { msw: [...Object.values(paths).map((path) => http.get(path, () => delay('infinite'))), ...handlers] },
}

export const LoadFailed: Story = {
  name: 'Error',
  parameters: {
    msw: [
      ...Object.values(paths).map((path) => http.get(path, () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 }))),
      ...handlers,
    ],
  },
}

/** No network and nothing on the device yet (a device that has opened the profile shows it instead). */
export const Offline: Story = {
  parameters: { msw: [...Object.values(paths).map((path) => http.get(path, () => HttpResponse.error())), ...handlers] },
}

/** /account/profile: the same page, with the way back to the account hub. */
export const InAccountHub: Story = {
  decorators: [atRoute('/account/profile')],
}
