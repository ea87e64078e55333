import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { BillingPageFrame } from '../shared/BillingPageFrame'
import { PaymentsOffline } from '../shared/PaymentsOffline'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { fixtureCards, fixtureNow } from './cardList.fixtures'
import { SavedCards } from './SavedCards'

const noop = () => {}

const meta = {
  title: 'Billing/PaymentMethods',
  component: SavedCards,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <BillingPageFrame title="Payment methods" intro="The cards you pay for MoveTime with. Your default card pays each renewal.">
          <Story />
        </BillingPageFrame>
      </MemoryRouter>
    ),
  ],
  args: { cards: fixtureCards, now: fixtureNow, onAdd: noop, onMakeDefault: noop, onRemove: noop },
} satisfies Meta<typeof SavedCards>

export default meta
type Story = StoryObj<typeof meta>

/** A default card, one expiring soon and one expired. */
export const Cards: Story = {}

export const Empty: Story = { args: { cards: [] } }

export const MakingDefault: Story = { args: { settingDefaultId: 2 } }

export const ActionFailed: Story = { args: { actionError: 'Card not found.' } }

export const OfflineAfterLoading: Story = { args: { online: false } }

export const Loading: Story = { render: () => <BillingLoading label="Loading your cards…" /> }

export const LoadFailed: Story = {
  name: 'Error',
  render: () => <BillingLoadFailed what="Your cards" message="Request failed (500)." network={false} onRetry={noop} />,
}

export const Offline: Story = { render: () => <PaymentsOffline browserOnline={false} onRetry={noop} /> }
