// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Subscription } from '@/api/payments/paymentTypes'
import { adminRoutes } from '../engine/adminRoutes'
import { pageLocally } from '../providers/localList'
import { invoiceQuery } from '../providers/payments/invoiceCalls'
import { cellText, fieldText, formatCents } from '../engine/resourceDefinition'
import { invoices } from './invoices'
import { parseDollars } from './money'
import { planSchema, plans } from './plans'
import { priceCreateSchema, priceEditSchema, prices } from './prices'
import { declineSchema, refunds } from './refunds'
import { renewalText, subscriptions, usageChargeSchema } from './subscriptions'

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('money', () => {
  it('reads dollars as an admin types them into whole cents', () => {
    expect(parseDollars('9.99')).toBe(999)
    expect(parseDollars(' $1,250.5 ')).toBe(125050)
    expect(parseDollars('10')).toBe(1000)
    expect(parseDollars('0.5')).toBe(50)
    for (const bad of ['', '9.999', 'ten', '1,25', '-5', '9.', '$']) expect(parseDollars(bad)).toBeNull()
  })

  it('shows cents as money', () => {
    expect(formatCents(999)).toBe('$9.99')
    expect(formatCents(19990, 'usd')).toBe('$199.90')
    expect(fieldText({ name: 'amount', label: 'Amount', kind: 'money' }, 125050)).toBe('$1,250.50')
  })
})

describe('the plans definition', () => {
  it('needs a name and keeps text within the provider’s limits', () => {
    expect(planSchema.safeParse({ name: 'Premium', description: '', active: true }).success).toBe(true)
    expect(messages(planSchema.safeParse({ name: '  ', description: 'x'.repeat(501) }))).toEqual({
      name: 'Give the plan a name.',
      description: 'Keep the description to 500 characters or fewer.',
    })
  })

  it('archives instead of deleting, only while a plan is offered', () => {
    expect(plans.canDelete).toBe(false)
    const archive = plans.recordActions!.find((action) => action.name === 'archive')!
    expect(archive.when!({ id: 1, active: true })).toBe(true)
    expect(archive.when!({ id: 1, active: false })).toBe(false)
  })
})

describe('the prices definition', () => {
  const valid = { product_id: '1', nickname: 'Premium monthly', amount: '9.99', currency: 'usd', interval: 'month', active: true }

  it('takes the amount in dollars and names each problem at its field', () => {
    expect(priceCreateSchema.safeParse(valid).success).toBe(true)
    expect(messages(priceCreateSchema.safeParse({ ...valid, product_id: '', nickname: '', amount: '9.999', interval: 'week' }))).toEqual({
      product_id: 'Choose the plan this price belongs to.',
      nickname: 'Give the price a name, like "Premium monthly".',
      amount: 'Enter the amount in dollars, like 9.99.',
      interval: 'Choose monthly or yearly.',
    })
    expect(messages(priceCreateSchema.safeParse({ ...valid, amount: '0.49' }))).toEqual({ amount: 'The amount must be from $0.50 to $10,000.00.' })
    expect(messages(priceCreateSchema.safeParse({ ...valid, amount: '10000.01' }))).toEqual({ amount: 'The amount must be from $0.50 to $10,000.00.' })
  })

  it('edits only the name and whether it is offered; the amount shows as money and is never sent', () => {
    expect(priceEditSchema.safeParse({ nickname: 'Premium', active: false }).success).toBe(true)
    const editAmount = prices.fields.find((field) => field.name === 'amount' && field.on?.includes('edit'))!
    expect(editAmount.readOnly).toBe(true)
    const amount = prices.columns.find((column) => column.field === 'amount')!
    expect(cellText(amount, { id: 1, amount: 1999, currency: 'usd' })).toBe('$19.99')
  })

  it('chooses its plan from the plans resource', () => {
    const plan = prices.fields.find((field) => field.name === 'product_id')!
    expect(plan.reference?.resource).toBe('plans')
    expect(plan.reference?.label({ id: 2, name: 'Coach', active: false })).toBe('Coach (archived)')
  })
})

describe('the subscriptions definition', () => {
  const live = { id: 7, status: 'active', cancel_at_period_end: false, current_period_end: '2026-12-01T00:00:00.000Z', canceled_at: null } as unknown as Subscription

  it('asks for a whole number of sessions from 1 to 1000', () => {
    expect(usageChargeSchema.safeParse({ quantity: 3 }).success).toBe(true)
    expect(messages(usageChargeSchema.safeParse({}))).toEqual({ quantity: 'Enter how many sessions, like 2.' })
    expect(messages(usageChargeSchema.safeParse({ quantity: 0 }))).toEqual({ quantity: 'Add at least 1 session.' })
    expect(messages(usageChargeSchema.safeParse({ quantity: 1.5 }))).toEqual({ quantity: 'Enter a whole number of sessions.' })
    expect(messages(usageChargeSchema.safeParse({ quantity: 1001 }))).toEqual({ quantity: 'Add at most 1000 sessions at a time.' })
  })

  it('offers cancel and usage only while the subscription runs', () => {
    const ended = { ...live, status: 'canceled', canceled_at: '2026-11-02T10:00:00.000Z' } as Subscription
    for (const action of subscriptions.recordActions!) {
      expect(action.when!({ id: 7, status: 'active' })).toBe(true)
      expect(action.when!({ id: 7, status: 'canceled' })).toBe(false)
    }
    expect(renewalText(live)).toBe('Renews 2026-12-01')
    expect(renewalText({ ...live, cancel_at_period_end: true })).toBe('Ends 2026-12-01')
    expect(renewalText(ended)).toBe('Ended 2026-11-02')
  })
})

describe('the invoices definition', () => {
  it('sends the list’s filter as invoices-v2 and export-invoices take it', () => {
    expect(invoiceQuery({ status: 'paid', customer_email: ' maya@ ', from: '2026-11-01', to: '2026-11-30', id: '', other: 'x' })).toEqual({
      status: 'paid',
      email: 'maya@',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(invoiceQuery({ id: '4' })).toEqual({ id: 4 })
    expect(invoiceQuery({ id: 'abc' })).toEqual({})
  })

  it('has a view with its lines, and a server export', () => {
    expect(invoices.serverExport).toBe(true)
    const lines = invoices.showTables!.find((table) => table.caption === 'Lines')!
    const rows = lines.rows({ id: 1, currency: 'usd', lines: [{ description: 'Premium · Monthly', quantity: 1, unit_amount: 999, amount: 999 }] })
    expect(lines.columns.map((column) => cellText(column, rows[0]!))).toEqual(['Premium · Monthly', '1', '$9.99', '$9.99'])
  })
})

describe('the refunds definition', () => {
  it('needs a reason to decline, and acts only on waiting requests', () => {
    expect(messages(declineSchema.safeParse({ reason: '   ' }))).toEqual({ reason: 'Tell the member why the refund is declined.' })
    expect(messages(declineSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual({ reason: 'Keep the reason to 500 characters or fewer.' })
    for (const action of refunds.recordActions!) {
      expect(action.when!({ id: 1, status: 'pending' })).toBe(true)
      expect(action.when!({ id: 1, status: 'rejected' })).toBe(false)
    }
  })
})

describe('the commerce routes', () => {
  it('write out docs/product.md §2’s paths', () => {
    const routes = adminRoutes([plans, prices, subscriptions, invoices, refunds]).map((route) => [route.path, route.screen, route.title])
    expect(routes).toEqual([
      ['/admin/plans', 'list', 'Plans'],
      ['/admin/add-plan', 'create', 'Add plan'],
      ['/admin/edit-plan/:id', 'edit', 'Edit plan'],
      ['/admin/edit-plan', 'editWithoutId', 'Edit plan'],
      ['/admin/prices', 'list', 'Prices'],
      ['/admin/add-price', 'create', 'Add price'],
      ['/admin/edit-price/:id', 'edit', 'Edit price'],
      ['/admin/edit-price', 'editWithoutId', 'Edit price'],
      ['/admin/subscriptions', 'list', 'Subscriptions'],
      ['/admin/invoices', 'list', 'Invoices'],
      ['/admin/invoice/:id', 'show', 'Invoice'],
      ['/admin/invoice', 'showWithoutId', 'Invoice'],
      ['/admin/refunds', 'list', 'Refunds'],
    ])
  })
})

describe('lists answered whole (pageLocally)', () => {
  const rows = [
    { id: 1, name: 'Premium', active: true },
    { id: 11, name: 'Coach', active: false },
    { id: 2, name: 'premium plus', active: true },
  ]

  it('filters id by equality and text by contains, then sorts and pages', () => {
    expect(pageLocally(rows, { filter: { id: 1 }, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' } }, plans).data).toEqual([rows[0]])
    const searched = pageLocally(rows, { filter: { q: 'PREMIUM' }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } }, plans)
    expect(searched.data.map((row: { id: number }) => row.id)).toEqual([1, 2])
    expect(pageLocally(rows, { filter: { active: 'false' }, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } }, plans).data).toEqual([rows[1]])
    const second = pageLocally(rows, { filter: {}, pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'DESC' } }, plans)
    expect(second).toEqual({ data: [rows[0]], total: 3 })
  })
})

describe('the invoices definition’s refund', () => {
  it('refunds what is left of a paid invoice, with a reason and an optional amount in dollars', async () => {
    const { adminRefundSchema, refundableOf } = await import('./invoices')
    expect(refundableOf({ status: 'paid', amount_paid: 999, amount_refunded: 0 })).toBe(999)
    expect(refundableOf({ status: 'partially_refunded', amount_paid: 999, amount_refunded: 500 })).toBe(499)
    expect(refundableOf({ status: 'refunded', amount_paid: 999, amount_refunded: 999 })).toBe(0)
    expect(refundableOf({ status: 'open', amount_paid: 0, amount_refunded: 0 })).toBe(0)
    expect(adminRefundSchema.safeParse({ amount: '', reason: 'Goodwill' }).success).toBe(true)
    expect(messages(adminRefundSchema.safeParse({ amount: '4.999', reason: ' ' }))).toEqual({
      amount: 'Enter the amount in dollars, like 4.99, or leave it empty to refund the rest.',
      reason: 'Give a reason for the refund.',
    })
  })
})
