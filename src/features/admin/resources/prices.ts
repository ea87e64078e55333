import { z } from 'zod'
import type { Price } from '@/api/payments/paymentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, formatCents, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { parseDollars } from './money'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Prices (the payments provider's `prices`): what a plan costs per month or year. The amount is the provider's
 * integer cents, typed and shown as dollars. As at the provider, a price's plan, amount,
 * currency and interval are fixed once created: only its name and whether it is offered change.
 * Members read the offered ones through `prices` on /user/plans.
 */

type AdminPrice = Price & DbRecord

/** As the provider and our mock allow: 50 cents to $10,000. */
export const PRICE_LIMITS = { amountMin: 50, amountMax: 1_000_000, nicknameMax: 80 } as const

const intervalOptions: FieldOption[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
]
const currencyOptions: FieldOption[] = [{ value: 'usd', label: 'US dollars (USD)' }]

const nickname = z.string().trim().min(1, 'Give the price a name, like "Premium monthly".').max(PRICE_LIMITS.nicknameMax, `Keep the name to ${PRICE_LIMITS.nicknameMax} characters or fewer.`)

export const priceCreateSchema = z.object({
  product_id: z.union([z.string(), z.number()]).refine((value) => String(value).trim() !== '', 'Choose the plan this price belongs to.'),
  nickname,
  amount: z
    .string('Enter the amount, like 9.99.')
    .refine((text) => parseDollars(text) !== null, 'Enter the amount in dollars, like 9.99.')
    .refine((text) => {
      const cents = parseDollars(text)
      return cents === null || (cents >= PRICE_LIMITS.amountMin && cents <= PRICE_LIMITS.amountMax)
    }, 'The amount must be from $0.50 to $10,000.00.'),
  currency: z.enum(['usd'], 'Choose the currency.'),
  interval: z.enum(['month', 'year'], 'Choose monthly or yearly.'),
  active: z.boolean().optional(),
})

export const priceEditSchema = z.object({ nickname, active: z.boolean().optional() })

export const prices: ResourceDefinition = defineResource<AdminPrice>({
  name: 'prices',
  labels: { singular: 'price', plural: 'Prices' },
  table: 'price',
  fields: [
    { name: 'product_id', label: 'Plan', kind: 'select', required: true, on: ['create'], reference: { resource: 'plans', label: (plan) => `${String(plan.name)}${plan.active ? '' : ' (archived)'}` } },
    { name: 'product_name', label: 'Plan', kind: 'text', readOnly: true, on: ['edit'] },
    { name: 'nickname', label: 'Name', kind: 'text', required: true, hint: 'Shown to members with the plan, e.g. "Premium monthly".' },
    { name: 'amount', label: 'Amount (USD)', kind: 'money', required: true, on: ['create'], hint: 'Per month or per year, e.g. 9.99. It cannot change later: create a new price instead.' },
    { name: 'amount', label: 'Amount', kind: 'money', readOnly: true, on: ['edit'], hint: 'Fixed once created.' },
    { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions, required: true, on: ['create'] },
    { name: 'interval', label: 'Billed', kind: 'select', options: intervalOptions, required: true, on: ['create'] },
    { name: 'interval', label: 'Billed', kind: 'select', options: intervalOptions, readOnly: true, on: ['edit'] },
    { name: 'active', label: 'Offered to members', kind: 'boolean', hint: 'Only offered prices of offered plans appear on the plans page.' },
    { name: 'created_at', label: 'Created', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: priceCreateSchema,
  editSchema: priceEditSchema,
  defaults: { product_id: '', nickname: '', amount: '', currency: 'usd', interval: 'month', active: true },
  columns: [
    idColumn,
    { field: 'nickname', label: 'Name', sortable: true },
    { field: 'product_name', label: 'Plan', sortable: true },
    { field: 'amount', label: 'Amount', sortable: true, value: (price) => formatCents(price.amount, price.currency) },
    { field: 'interval', label: 'Billed', sortable: true },
    { field: 'active', label: 'Status', sortable: true, value: (price) => (price.active ? 'Offered' : 'Archived') },
  ],
  filters: [
    idFilter,
    { name: 'product_name', label: 'Plan', kind: 'text' },
    { name: 'interval', label: 'Billed', kind: 'select', options: intervalOptions },
    {
      name: 'active',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'true', label: 'Offered' },
        { value: 'false', label: 'Archived' },
      ],
    },
  ],
  searchField: 'nickname',
  recordLabel: (price) => price.nickname || `Price #${price.id}`,
  paths: adminPaths.prices,
  canDelete: false,
  recordActions: [
    {
      name: 'archive',
      label: 'Archive',
      when: (price) => price.active,
      title: (price) => `Archive ${price.nickname}?`,
      description: () => 'New members can no longer choose this price. Subscriptions on it keep running.',
      confirmLabel: 'Archive price',
      busyLabel: 'Archiving…',
      tone: 'danger',
      method: 'archivePrice',
      done: (price) => `${price.nickname} archived.`,
    },
  ],
})
