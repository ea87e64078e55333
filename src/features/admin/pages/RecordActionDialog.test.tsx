import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { db } from '@mocks/db/db'
import { SEED_REFUNDABLE_INVOICE_ID, SEED_SUBSCRIPTION_IDS } from '@mocks/db/seedBilling'
import { server } from '@mocks/node'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/* The record-action dialogs of the commerce resources, against the mock backend. */

const rowOf = async (tableName: RegExp, text: RegExp) => {
  const table = await screen.findByRole('table', { name: tableName }, { timeout: 8000 })
  const row = within(table).getAllByRole('row').find((candidate) => text.test(candidate.textContent ?? ''))
  if (!row) throw new Error(`No row matches ${text}`)
  return row
}

const pendingRequest = () => db.refund.findFirst((q) => q.where({ invoice_id: SEED_REFUNDABLE_INVOICE_ID }))!

describe('refund requests: approve and decline', () => {
  beforeEach(signInAsAdmin)

  it('declines only with a reason, keeps what was typed when the server refuses, then shows it declined', async () => {
    const { user } = renderAdmin('/admin/refunds')
    const row = await rowOf(/^Refunds: \d+ in all/, /Waiting/)
    await user.click(within(row).getByRole('button', { name: /^Decline/ }))
    const dialog = await screen.findByRole('dialog', { name: /Decline the refund for MT-/ })
    await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }))
    expect(await within(dialog).findByText('Tell the member why the refund is declined.')).toBeVisible()
    const reason = within(dialog).getByLabelText(/^Reason for the member/)
    expect(reason).toHaveFocus()

    // The server's 400 lands under the field, and the typed reason stays.
    server.use(
      http.post('*/v3/api/movetime/refund-req/:id/decline', () =>
        HttpResponse.json({ error: true, message: 'Some fields need attention.', validation: { reason: 'Say it more kindly.' } }, { status: 400 }),
        { once: true },
      ),
    )
    await user.type(reason, 'Your year was used in full.')
    await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }))
    expect(await within(dialog).findByText('Say it more kindly.')).toBeVisible()
    expect(reason).toHaveValue('Your year was used in full.')
    expect(pendingRequest().status).toBe('pending')

    await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(pendingRequest()).toMatchObject({ status: 'rejected', decline_reason: 'Your year was used in full.' })
    await waitFor(async () => expect((await rowOf(/^Refunds:/, /MT-/)).textContent).toMatch(/Declined.*Your year was used in full\./))
  })

  it('approves after a confirm: the invoice is refunded and the row no longer offers a decision', async () => {
    const { user } = renderAdmin('/admin/refunds')
    const row = await rowOf(/^Refunds: \d+ in all/, /Waiting/)
    await user.click(within(row).getByRole('button', { name: /^Approve/ }))
    const dialog = await screen.findByRole('dialog', { name: /^Refund \$\d+\.\d{2} to / })
    // A stray Enter keeps everything as it is: focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.invoice.findFirst((q) => q.where({ id: SEED_REFUNDABLE_INVOICE_ID }))?.status).toBe('refunded')
    await waitFor(async () => expect((await rowOf(/^Refunds:/, /MT-/)).textContent).toContain('Refunded'))
    expect(within(await rowOf(/^Refunds:/, /MT-/)).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
  })

  it('says so in the dialog when another admin decided first', async () => {
    const { user } = renderAdmin('/admin/refunds')
    const row = await rowOf(/^Refunds: \d+ in all/, /Waiting/)
    await db.refund.update((q) => q.where({ id: pendingRequest().id }), { data: (draft) => void (draft.status = 'rejected') })
    await user.click(within(row).getByRole('button', { name: /^Approve/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }))
    expect(await within(dialog).findByText('This refund request has already been decided.')).toBeVisible()
  })
})

describe('subscriptions: usage charge', () => {
  beforeEach(signInAsAdmin)

  const usageOf = (subscriptionId: number) => db.usage_item.findMany((q) => q.where({ subscription_id: subscriptionId }))

  it('checks the quantity by the field, then adds the sessions to the next invoice', async () => {
    const { user } = renderAdmin('/admin/subscriptions')
    const row = await rowOf(/^Subscriptions: \d+ in all/, new RegExp(`^${SEED_SUBSCRIPTION_IDS.maya}member@`))
    await user.click(within(row).getByRole('button', { name: /^Add usage/ }))
    const dialog = await screen.findByRole('dialog', { name: `Add coaching sessions to subscription #${SEED_SUBSCRIPTION_IDS.maya}` })
    const quantity = within(dialog).getByLabelText(/^Sessions/)
    await user.type(quantity, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Add usage charge' }))
    expect(await within(dialog).findByText('Add at least 1 session.')).toBeVisible()
    await user.clear(quantity)
    await user.type(quantity, '2.5')
    await user.click(within(dialog).getByRole('button', { name: 'Add usage charge' }))
    expect(await within(dialog).findByText('Enter a whole number of sessions.')).toBeVisible()
    expect(usageOf(SEED_SUBSCRIPTION_IDS.maya)).toHaveLength(0)

    await user.clear(quantity)
    await user.type(quantity, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Add usage charge' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(usageOf(SEED_SUBSCRIPTION_IDS.maya).map((item) => item.quantity)).toEqual([2])
  })

  it('cancels at once after a confirm; the row then shows it ended', async () => {
    const { user } = renderAdmin('/admin/subscriptions')
    const row = await rowOf(/^Subscriptions: \d+ in all/, new RegExp(`^${SEED_SUBSCRIPTION_IDS.jordan}second@`))
    await user.click(within(row).getByRole('button', { name: /^Cancel now/ }))
    const dialog = await screen.findByRole('dialog', { name: `Cancel subscription #${SEED_SUBSCRIPTION_IDS.jordan} now?` })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.subscription.findFirst((q) => q.where({ id: SEED_SUBSCRIPTION_IDS.jordan }))?.status).toBe('canceled')
    await waitFor(async () => expect((await rowOf(/^Subscriptions:/, new RegExp(`^${SEED_SUBSCRIPTION_IDS.jordan}second@`))).textContent).toMatch(/Ended/))
  })
})

describe('invoices: refund from the invoice view', () => {
  beforeEach(signInAsAdmin)

  it('shows the server’s limit under the amount, then refunds part and says so on the view', async () => {
    const { user } = renderAdmin('/admin/invoice/1')
    await screen.findByRole('heading', { level: 1, name: /^Invoice: MT-/ }, { timeout: 8000 })
    expect(screen.getByRole('table', { name: 'Lines' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Refund/ }))
    const dialog = await screen.findByRole('dialog', { name: /^Refund MT-/ })
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/)
    await user.type(amount, '500')
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Two classes were cancelled.')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByText(/^The most that can be refunded is \$\d+\.\d{2}\.$/)).toBeVisible()
    expect(amount).toHaveValue('500')

    await user.clear(amount)
    await user.type(amount, '2.50')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.invoice.findFirst((q) => q.where({ id: 1 }))).toMatchObject({ status: 'partially_refunded', amount_refunded: 250 })
    await waitFor(() => expect(screen.getByText('Partly refunded')).toBeInTheDocument())
  })
})
