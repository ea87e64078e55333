import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { getInvoices, requestRefund } from '@/api/payments/billingApi'
import type { Invoice } from '@/api/payments/paymentTypes'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { SEED_REFUNDABLE_INVOICE_ID } from '@mocks/db/seedBilling'
import { formatPeriod } from '@/shared/dates/formatDate'
import { formatMoney } from '@/shared/plans/money'
import { InvoicePage } from './InvoicePage'

async function newestInvoice(): Promise<Invoice> {
  const { list } = await getInvoices({ limit: 1 })
  return list[0]!
}

function renderInvoice(id: number | string) {
  return renderWithRouter(<InvoicePage />, { path: '/user/view-bill/:id', at: `/user/view-bill/${id}` })
}

describe('InvoicePage', () => {
  it('remembers a refund request across visits: no second request is offered while one is reviewed', async () => {
    // The seed's second member asked for a refund of their yearly invoice.
    await signInAsMember('second@movetime.app')
    const { list } = await getInvoices({ id: SEED_REFUNDABLE_INVOICE_ID })
    expect(list[0]!.refund_pending).toBe(true)
    renderInvoice(SEED_REFUNDABLE_INVOICE_ID)

    expect(await screen.findByText(/You asked for a refund of this invoice/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument()
  })

  it('renders the invoice as a document: seller, buyer, dates, lines, totals and card', async () => {
    await signInAsMember()
    const invoice = await newestInvoice()
    const { container } = renderInvoice(invoice.id)

    const doc = await screen.findByRole('article', { name: `Invoice ${invoice.number}` })
    expect(within(doc).getByText('MoveTime Inc.')).toBeInTheDocument()
    expect(within(doc).getByText(invoice.customer_name)).toBeInTheDocument()
    expect(within(doc).getByText(invoice.customer_email)).toBeInTheDocument()
    // The matcher collapses the thin spaces Intl puts around the range's dash; the expectation must too.
    expect(within(doc).getByText(formatPeriod(invoice.period_start, invoice.period_end).replace(/\s+/g, ' '))).toBeInTheDocument()
    const lines = within(doc).getByRole('table', { name: 'Items' })
    for (const line of invoice.lines) {
      const row = within(lines).getByText(line.description).closest('tr') as HTMLElement
      const cells = within(row).getAllByRole('cell')
      expect(cells.map((cell) => cell.textContent)).toEqual([
        line.description,
        String(line.quantity),
        formatMoney(line.unit_amount, invoice.currency),
        formatMoney(line.amount, invoice.currency),
      ])
    }
    expect(within(lines).getByRole('rowheader', { name: 'Total paid' }).nextElementSibling).toHaveTextContent(
      formatMoney(invoice.amount_paid, invoice.currency),
    )
    expect(within(doc).getByText(`Visa ·${invoice.card_last4}`)).toBeInTheDocument()
    expect(within(doc).getAllByText('Paid').length).toBeGreaterThan(0)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('prints with the Print button', async () => {
    await signInAsMember()
    const invoice = await newestInvoice()
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderInvoice(invoice.id)
    await user.click(await screen.findByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('requests a refund with a reason checked for length, then shows it was requested', async () => {
    await signInAsMember()
    const invoice = await newestInvoice()
    const { user } = renderInvoice(invoice.id)
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }))

    const dialog = await screen.findByRole('dialog', { name: `Request a refund for ${invoice.number}` })
    const reason = within(dialog).getByLabelText('Why would you like a refund?')
    await user.type(reason, 'Too short')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(reason).toHaveAccessibleDescription(/at least 10 characters \(you have 9\)/)
    expect(reason).toHaveFocus()

    await user.type(reason, ': I was charged for a month I did not use.')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText(/^Refund requested:/)).toHaveTextContent(formatMoney(invoice.amount_paid, invoice.currency))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument()
  })

  it('shows the server’s refusal in the dialog, keeping the reason', async () => {
    await signInAsMember()
    const invoice = await newestInvoice()
    const { user } = renderInvoice(invoice.id)
    const requestButton = await screen.findByRole('button', { name: 'Request a refund' })
    // Meanwhile the member asks from another device.
    await requestRefund({ invoice_id: invoice.id, reason: 'Asked from my phone a moment ago.' })
    await user.click(requestButton)
    const dialog = await screen.findByRole('dialog')
    const reason = within(dialog).getByLabelText('Why would you like a refund?')
    await user.type(reason, 'Please refund the monthly plan.')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A refund for this invoice is already being reviewed.')
    expect(reason).toHaveValue('Please refund the monthly plan.')
  })

  it('says clearly when the invoice is not found, with a way back', async () => {
    await signInAsMember()
    renderInvoice(9999)
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to billing history' })).toHaveAttribute('href', '/user/billing-history')
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
  })

  it('treats another member’s invoice as not found', async () => {
    await signInAsMember('second@movetime.app')
    const theirs = await newestInvoice()
    await signInAsMember()
    renderInvoice(theirs.id)
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument()
  })
})
