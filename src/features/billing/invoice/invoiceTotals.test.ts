// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { invoiceTotals } from './invoiceTotals'
import { refundReasonError } from './refundReason'

const base = { subtotal: 999, amount_due: 999, amount_paid: 999, amount_refunded: 0, currency: 'usd' as const }
const labels = (rows: Array<{ label: string; amount: string }>) => rows.map((row) => `${row.label} ${row.amount}`)

describe('invoiceTotals', () => {
  it('shows subtotal, total and paid for a plain paid invoice', () => {
    expect(labels(invoiceTotals(base))).toEqual(['Subtotal $9.99', 'Total $9.99', 'Total paid $9.99'])
  })

  it('shows the credit of a plan change between subtotal and total', () => {
    expect(labels(invoiceTotals({ ...base, subtotal: 1999, amount_due: 1500, amount_paid: 1500 }))).toEqual([
      'Subtotal $19.99',
      'Credit applied −$4.99',
      'Total $15.00',
      'Total paid $15.00',
    ])
  })

  it('takes refunds off what was paid', () => {
    expect(labels(invoiceTotals({ ...base, amount_refunded: 999 }))).toEqual([
      'Subtotal $9.99',
      'Total $9.99',
      'Total paid $9.99',
      'Refunded −$9.99',
      'Net paid $0.00',
    ])
  })

  it('shows what is still due on an unpaid invoice', () => {
    expect(labels(invoiceTotals({ ...base, amount_paid: 0 }))).toContain('Amount due $9.99')
  })
})

describe('refundReasonError', () => {
  it('asks for a reason of 10 to 500 characters, counting without outer spaces', () => {
    expect(refundReasonError('')).toBe('Tell us why you would like a refund.')
    expect(refundReasonError('   too short   ')).toBe('Tell us a little more: at least 10 characters (you have 9).')
    expect(refundReasonError('Charged twice')).toBeUndefined()
    expect(refundReasonError('x'.repeat(500))).toBeUndefined()
    expect(refundReasonError('x'.repeat(501))).toBe('Keep it to 500 characters or fewer (you have 501).')
  })
})
