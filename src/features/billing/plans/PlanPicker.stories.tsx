import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import type { BillingInterval } from '@/api/payments/paymentTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { PaymentsOffline } from '../shared/PaymentsOffline'
import { PlanChangeSummary } from './PlanChangeSummary'
import { PlanPicker, type PlanPickerProps } from './PlanPicker'
import { fixtureSubscription } from '../shared/billing.fixtures'
import { fixtureChangePreview, fixturePrices, fixturePricesWithPercentSaving } from './planPicker.fixtures'
import { COACH_HIGHLIGHT } from './planHighlights'

/** The plan picker with plain props; the toggle works in every story. */
function Picker(props: Omit<PlanPickerProps, 'onIntervalChange'>) {
  const [interval, setChosen] = useState<BillingInterval>(props.interval)
  return <PlanPicker {...props} interval={interval} onIntervalChange={setChosen} />
}

const meta = {
  title: 'Billing/PlanPicker',
  component: Picker,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PageFrame title="Choose your plan" intro="Every plan includes the whole move library, offline downloads and new moves every week.">
          <Story />
        </PageFrame>
      </MemoryRouter>
    ),
  ],
  args: { prices: fixturePrices, interval: 'month', current: null },
} satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

export const Monthly: Story = {}

export const Yearly: Story = { args: { interval: 'year' } }

/** A saving that is not a whole number of months reads as a percentage. */
export const YearlyPercentSaving: Story = { args: { interval: 'year', prices: fixturePricesWithPercentSaving } }

/** Sent from booking a coach (`?plan=coach`): the Coach plan is marked, scrolled to and focused. */
export const CoachPlanHighlighted: Story = { args: { highlight: COACH_HIGHLIGHT } }

/** The same, for a description that does not mention coaching: the plan says what it adds. */
export const CoachPlanHighlightedWithNote: Story = {
  args: {
    highlight: COACH_HIGHLIGHT,
    prices: fixturePrices.map((price) => (price.product_id === 2 ? { ...price, product_description: 'Everything in Premium, with a coach.' } : price)),
  },
}

/** A subscriber: their plan is marked; the others offer "Change to this plan". */
export const CurrentPlanMarked: Story = { args: { current: fixtureSubscription } }

export const CurrentPlanSetToCancel: Story = { args: { current: { ...fixtureSubscription, cancel_at_period_end: true } } }

export const Empty: Story = { args: { prices: [] } }

/** Only yearly prices exist, and the member looks at monthly. */
export const NoPlansForThisPeriod: Story = { args: { prices: fixturePrices.filter((price) => price.interval === 'year') } }

export const Loading: Story = { render: () => <LoadingState label="Loading plans…" /> }

export const LoadFailed: Story = {
  name: 'Error',
  render: () => <ErrorState what="The plans" message="The payment provider is not answering." onRetry={() => {}} />,
}

export const Offline: Story = { render: () => <PaymentsOffline browserOnline={false} onRetry={() => {}} /> }

/** The numbers the change-plan dialog shows before anything is charged. */
export const ChangePlanPreview: Story = {
  render: () => (
    <div className="mt-panel" style={{ maxWidth: 480 }}>
      <PlanChangeSummary from={fixtureSubscription} to={fixturePrices[2]!} preview={fixtureChangePreview} />
    </div>
  ),
}
