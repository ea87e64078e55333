import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { PageFrame } from '@/shared/page/PageFrame'
import { paidInvoice } from '../shared/billing.fixtures'
import { activePlan } from '../history/billingHistory.fixtures'
import { ThankYouView } from './ThankYouView'

const meta = {
  title: 'Billing/ThankYou',
  component: ThankYouView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PageFrame>
          <Story />
        </PageFrame>
      </MemoryRouter>
    ),
  ],
  args: { invoice: paidInvoice, subscription: activePlan.subscription },
} satisfies Meta<typeof ThankYouView>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {}

export const WithoutInvoice: Story = { args: { invoice: null } }
