import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageFrame } from '@/shared/page/PageFrame'
import { InvoiceDocument } from './InvoiceDocument'
import { paidInvoice } from '../shared/billing.fixtures'
import { planChangeInvoice, refundedInvoice, usageInvoice } from './invoice.fixtures'

/** The invoice as a document. Use the browser's print preview to see the print stylesheet. */
const meta = {
  title: 'Billing/Invoice',
  component: InvoiceDocument,
  decorators: [
    (Story) => (
      <PageFrame className="invoice-page">
        <Story />
      </PageFrame>
    ),
  ],
  args: { invoice: paidInvoice },
} satisfies Meta<typeof InvoiceDocument>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {}

export const Refunded: Story = { args: { invoice: refundedInvoice } }

export const WithUsageLines: Story = { args: { invoice: usageInvoice } }

export const WithPlanChangeCredit: Story = { args: { invoice: planChangeInvoice } }

/** A phone-sized viewport (360 px). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #94a3b8' }}>
        <Story />
      </div>
    ),
  ],
}
