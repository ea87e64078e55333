import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { InvoiceLinesTable } from '../shared/InvoiceLinesTable'
import { activePlan, invoicesPage } from './billingHistory.fixtures'
import { InvoiceTable } from './InvoiceTable'

/** Each stacked row shows a cell's column name from data-label; it must match the column's header. */
function expectLabelsMatchHeaders(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
  for (const row of within(table).getAllByRole('row').slice(1)) {
    const cells = Array.from(row.children)
    cells.forEach((cell, column) => {
      const label = cell.getAttribute('data-label')
      if (label !== null) expect(label).toBe(headers[column])
    })
  }
}

describe('InvoiceTable', () => {
  it('labels every value cell with its column, for the stacked rows on phones', () => {
    renderWithRouter(<InvoiceTable invoices={invoicesPage.list} />, { path: '/', at: '/' })
    const table = screen.getByRole('table', { name: 'Invoices' })
    expect(table).toHaveClass('billing-table--stack')
    expectLabelsMatchHeaders(table)
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement
    expect(firstRow.querySelector('[data-label="Amount"]')).not.toBeNull()
    expect(firstRow.querySelector('[data-label="Status"]')).not.toBeNull()
    expect(firstRow.querySelector('[data-label="Date"]')).not.toBeNull()
  })

  it('sits in a labelled scroll region the keyboard can reach', async () => {
    const { container } = renderWithRouter(<InvoiceTable invoices={invoicesPage.list} />, { path: '/', at: '/' })
    const region = screen.getByRole('region', { name: 'Invoices' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(within(region).getByRole('table')).toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})

describe('InvoiceLinesTable', () => {
  it('stacks lines with their column names and keeps "Amount due" whole in the totals', () => {
    const upcoming = activePlan.upcoming
    if (!upcoming) throw new Error('fixture has an upcoming invoice')
    renderWithRouter(
      <InvoiceLinesTable caption="Next invoice" lines={upcoming.lines} currency="usd" totals={[{ label: 'Amount due', amount: '$39.99' }]} />,
      { path: '/', at: '/' },
    )
    const region = screen.getByRole('region', { name: 'Next invoice' })
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Next invoice' })
    expect(table).toHaveClass('billing-table--stack')
    expectLabelsMatchHeaders(table)
    expect(within(table).getByRole('rowheader', { name: 'Amount due' })).toBeInTheDocument()
    expect(within(table).getAllByText('$39.99').length).toBeGreaterThan(0)
  })
})
