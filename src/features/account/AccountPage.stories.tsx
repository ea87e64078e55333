import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { handlers } from '@mocks/allHandlers'
import { AccountPage } from './AccountPage'
import { atRoute } from './AccountStoryFrame.testing'

const membershipPath = '*/v3/api/custom/movetime/subscriptions'

/** The account hub of the seeded member, whose plan comes from the mock payments backend. */
const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  decorators: [atRoute('/account')],
} satisfies Meta<typeof AccountPage>

export default meta
type Story = StoryObj<typeof meta>

export const Hub: Story = {}

export const NoPlan: Story = {
  parameters: {
    msw: [http.get(membershipPath, () => HttpResponse.json({ error: false, active: false, subscription: null, history: [] })), ...handlers],
  },
}

export const PlanLoading: Story = {
  parameters: { msw: [http.get(membershipPath, () => delay('infinite')), ...handlers] },
}

/** "Payments need a connection": the plan card only; every other card still works. */
export const PaymentsOffline: Story = {
  parameters: { msw: [http.get(membershipPath, () => HttpResponse.error()), ...handlers] },
}

export const PlanFailed: Story = {
  parameters: {
    msw: [http.get(membershipPath, () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 })), ...handlers],
  },
}
