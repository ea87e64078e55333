import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { PaymentsOffline } from '../shared/PaymentsOffline'
import { fixtureCards, fixtureNow } from './cardList.fixtures'
import { SavedCards } from './SavedCards'

const noop = () => {}

const meta = {
  title: 'Billing/PaymentMethods',
  component: SavedCards,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PageFrame title="Payment methods" intro="The cards you pay for MoveTime with. Your default card pays each renewal.">
          <Story />
        </PageFrame>
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

export const Loading: Story = { render: () => <LoadingState label="Loading your cards…" /> }

export const LoadFailed: Story = {
  name: 'Error',
  render: () => <ErrorState what="Your cards" message="Request failed (500)." onRetry={noop} />,
}

export const Offline: Story = { render: () => <PaymentsOffline browserOnline={false} onRetry={noop} /> }
