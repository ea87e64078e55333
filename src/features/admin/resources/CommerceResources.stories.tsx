import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { AdminScreen } from '../pages/AdminScreen'

/*
 * The commerce resources' lists, forms and views, each generated from its definition and live
 * against the mock backend (signed in as the seeded admin), with their record-action dialogs.
 */

const meta = {
  title: 'Admin/Commerce resources',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

const WAIT = { timeout: 8000 }

export const PlansList: Story = { ...at('/admin/plans') }
export const PlanCreate: Story = { ...at('/admin/add-plan') }
export const PlanEdit: Story = { ...at('/admin/edit-plan/1') }

export const PricesList: Story = { ...at('/admin/prices') }
/** The plan is chosen from the plans; the amount is typed in dollars and checked as such. */
export const PriceCreateWithErrors: Story = {
  ...at('/admin/add-price'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^Amount \(USD\)/, {}, WAIT), '9.999')
    await userEvent.click(canvas.getByRole('button', { name: 'Add price' }))
    await expect(await canvas.findByText('Enter the amount in dollars, like 9.99.')).toBeVisible()
    await expect(canvas.getByText('Choose the plan this price belongs to.')).toBeVisible()
  },
}
/** Only the name and whether it is offered change; the amount shows as money, read only. */
export const PriceEdit: Story = { ...at('/admin/edit-price/1') }

export const SubscriptionsList: Story = { ...at('/admin/subscriptions') }
/** Add usage: the quantity is checked by the field before anything is sent. */
export const SubscriptionUsageCharge: Story = {
  ...at('/admin/subscriptions'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [button] = await canvas.findAllByRole('button', { name: /^Add usage/ }, WAIT)
    await userEvent.click(button!)
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/^Sessions/), '0')
    await userEvent.click(dialog.getByRole('button', { name: 'Add usage charge' }))
    await expect(await dialog.findByText('Add at least 1 session.')).toBeVisible()
  },
}
export const SubscriptionCancelConfirm: Story = {
  ...at('/admin/subscriptions'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [button] = await canvas.findAllByRole('button', { name: /^Cancel now/ }, WAIT)
    await userEvent.click(button!)
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^Cancel subscription #\d+ now\?/ })).toBeVisible()
  },
}

export const InvoicesList: Story = { ...at('/admin/invoices') }
export const InvoicesFilteredByStatus: Story = { ...at(`/admin/invoices?filter=${encodeURIComponent('{"status":"paid"}')}&page=1&perPage=20`) }
/** The view: every field as money or dates, then the invoice's lines and its orders. */
export const InvoiceShow: Story = { ...at('/admin/invoice/1') }
export const InvoiceNotFound: Story = { ...at('/admin/invoice/99999') }

export const RefundsList: Story = { ...at('/admin/refunds') }
/** Decline needs a reason the member will read. */
export const RefundDeclineNeedsReason: Story = {
  ...at('/admin/refunds'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [button] = await canvas.findAllByRole('button', { name: /^Decline/ }, WAIT)
    await userEvent.click(button!)
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Decline refund' }))
    await expect(await dialog.findByText('Tell the member why the refund is declined.')).toBeVisible()
  },
}
export const RefundApproveConfirm: Story = {
  ...at('/admin/refunds'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [button] = await canvas.findAllByRole('button', { name: /^Approve/ }, WAIT)
    await userEvent.click(button!)
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /^Refund \$/ })).toBeVisible()
  },
}
