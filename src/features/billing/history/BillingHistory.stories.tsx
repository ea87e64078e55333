import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, within } from 'storybook/test'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { ErrorState } from '@/shared/states/ErrorState'
import { LoadingState } from '@/shared/states/LoadingState'
import { PaymentsOffline } from '../shared/PaymentsOffline'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import { activePlan, cancelledPlan, emptyInvoicesPage, endedPlan, invoicesPage, noPlan } from './billingHistory.fixtures'
import { CurrentPlanCard } from './CurrentPlanCard'
import { InvoiceHistory } from './InvoiceHistory'
import type { InvoicePage } from './useInvoicePage'

/** The billing history page's two parts with plain props. */
function BillingHistoryView({ plan, page, online = true }: { plan: CurrentPlan; page: InvoicePage; online?: boolean }) {
  return (
    <>
      <CurrentPlanCard plan={plan} onCancel={() => {}} onResume={() => {}} online={online} />
      <InvoiceHistory page={page} hrefFor={(target) => paths.billingHistoryPage(target)} />
    </>
  )
}

const meta = {
  title: 'Billing/BillingHistory',
  component: BillingHistoryView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PageFrame title="Billing history">
          <Story />
        </PageFrame>
      </MemoryRouter>
    ),
  ],
  args: { plan: activePlan, page: invoicesPage },
} satisfies Meta<typeof BillingHistoryView>

export default meta
type Story = StoryObj<typeof meta>

/** A live plan with usage on the next invoice, and a page of invoices (one refunded). */
export const WithInvoices: Story = {}

export const Empty: Story = { args: { plan: noPlan, page: emptyInvoicesPage } }

/** Set to cancel: "Cancels on <date>" and Resume. */
export const CancelledPlan: Story = { args: { plan: cancelledPlan } }

export const EndedPlan: Story = { args: { plan: endedPlan } }

/** The browser is offline but the page had loaded: the provider's buttons are disabled. */
export const OfflineAfterLoading: Story = { args: { online: false } }

export const Loading: Story = { render: () => <LoadingState label="Loading your plan…" /> }

export const LoadFailed: Story = {
  name: 'Error',
  render: () => <ErrorState what="Your invoices" message="Request failed (500)." onRetry={() => {}} />,
}

export const Offline: Story = { render: () => <PaymentsOffline browserOnline={false} onRetry={() => {}} /> }

export const ResumeFailed: Story = {
  render: () => (
    <CurrentPlanCard plan={cancelledPlan} onCancel={() => {}} onResume={() => {}} resumeError="This subscription has already ended." />
  ),
}

/**
 * A 390 px phone: the invoices and the next invoice become stacked rows (each value beside its
 * column's name), so Amount and Amount due are never clipped, and the scroll areas are labelled.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const invoices = canvas.getByRole('region', { name: 'Invoices' })
    await expect(invoices).toHaveAttribute('tabindex', '0')
    // Stacked, nothing is wider than its box: no value is cut off at the right.
    await expect(invoices.scrollWidth).toBeLessThanOrEqual(invoices.clientWidth)
    await expect(canvas.getByRole('rowheader', { name: 'Amount due' })).toBeVisible()
  },
}
