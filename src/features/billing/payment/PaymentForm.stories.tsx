import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { CardForm } from '../card/CardForm'
import { PageFrame } from '@/shared/page/PageFrame'
import { LoadingState } from '@/shared/states/LoadingState'
import { PaymentsOffline } from '../shared/PaymentsOffline'
import { OrderSummary } from './OrderSummary'
import { PaymentForm, type PaymentFormProps } from './PaymentForm'
import { monthlyPremium, savedCards, typedAfterDecline, yearlyCoach } from './paymentForm.fixtures'
import './payment.css'

/** The payment page's summary and form, side by side as on the page, with plain props. */
function PaymentView(props: PaymentFormProps) {
  return (
    <div className="payment-page__layout">
      <OrderSummary price={props.price} />
      <PaymentForm {...props} />
    </div>
  )
}

const meta = {
  title: 'Billing/PaymentPage',
  component: PaymentView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PageFrame title="Payment">
          <Story />
        </PageFrame>
      </MemoryRouter>
    ),
  ],
  args: {
    price: monthlyPremium,
    cards: [],
    choice: 'new',
    onChoiceChange: () => {},
    cardEntry: <CardForm />,
    cardEntryReady: true,
    decline: '',
    formError: undefined,
    formErrorFocusKey: 0,
    conflict: '',
    unsettled: false,
    busy: false,
    online: true,
    onSubmit: (event) => event.preventDefault(),
  },
} satisfies Meta<typeof PaymentView>

export default meta
type Story = StoryObj<typeof meta>

export const NewCard: Story = {}

export const Yearly: Story = { args: { price: yearlyCoach } }

/** Saved cards to choose from (the expired one cannot be picked). */
export const SavedCards: Story = { args: { cards: savedCards, choice: 1 } }

/** Declined: the provider's message at the card, the number cleared, the rest kept. */
export const Declined: Story = {
  args: { decline: 'Your card was declined.', cardEntry: <CardForm initialValues={typedAfterDecline} /> },
}

export const InsufficientFunds: Story = {
  args: { decline: 'Your card has insufficient funds.', cardEntry: <CardForm initialValues={typedAfterDecline} /> },
}

export const SavedCardDeclined: Story = { args: { cards: savedCards, choice: 1, decline: 'Your card was declined.' } }

export const Paying: Story = { args: { busy: true } }

/** No answer came back: Try again repeats the same payment. */
export const AnswerLost: Story = { args: { unsettled: true } }

export const AlreadySubscribed: Story = { args: { conflict: 'You already have an active plan.' } }

export const ServerError: Story = { args: { formError: 'Request failed (500).' } }

export const CardFormLoading: Story = {
  args: { cardEntry: <LoadingState section label="Loading the secure card form…" />, cardEntryReady: false },
}

/** The browser went offline with the form filled in: nothing typed is lost, Pay waits. */
export const OfflineWhileFilling: Story = { args: { online: false, cardEntry: <CardForm initialValues={{ ...typedAfterDecline, number: '4242424242424242' }} disabled /> } }

/** Offline before anything loaded: no form at all, the reason instead. */
export const Offline: Story = { render: () => <PaymentsOffline browserOnline={false} onRetry={() => {}} /> }

export const ServerUnreachable: Story = { render: () => <PaymentsOffline browserOnline onRetry={() => {}} /> }
