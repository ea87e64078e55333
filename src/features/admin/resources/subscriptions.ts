import { z } from 'zod'
import type { Subscription } from '@/api/payments/paymentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, formatCents, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Every member's subscription (the payments provider's `subscriptions`, each with its member's
 * email), read only: an admin ends one at once (after a confirm; the member's billing page then
 * shows it ended) or adds metered coaching sessions to its next invoice.
 */

type AdminSubscription = Subscription & DbRecord & { member?: string }

export const USAGE_QUANTITY_MAX = 1000

export const usageChargeSchema = z.object({
  quantity: z
    .number('Enter how many sessions, like 2.')
    .int('Enter a whole number of sessions.')
    .min(1, 'Add at least 1 session.')
    .max(USAGE_QUANTITY_MAX, `Add at most ${USAGE_QUANTITY_MAX} sessions at a time.`),
})

const statusOptions: FieldOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Past due' },
  { value: 'canceled', label: 'Ended' },
]

export const isLiveSubscription = (subscription: Subscription) => subscription.status !== 'canceled'

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

export function renewalText(subscription: Subscription): string {
  if (subscription.status === 'canceled') return `Ended ${day(subscription.canceled_at)}`
  return subscription.cancel_at_period_end ? `Ends ${day(subscription.current_period_end)}` : `Renews ${day(subscription.current_period_end)}`
}

export const subscriptions: ResourceDefinition = defineResource<AdminSubscription>({
  name: 'subscriptions',
  labels: { singular: 'subscription', plural: 'Subscriptions' },
  table: 'subscription',
  fields: [],
  schema: z.object({}),
  columns: [
    idColumn,
    { field: 'member', label: 'Member', value: (row) => row.member ?? `Member #${row.user_id}` },
    { field: 'product_name', label: 'Plan', sortable: true },
    { field: 'amount', label: 'Price', sortable: true, value: (row) => `${formatCents(row.amount, row.currency)} / ${row.interval}` },
    { field: 'status', label: 'Status', sortable: true, value: (row) => statusOptions.find((option) => option.value === row.status)?.label ?? row.status },
    { field: 'current_period_end', label: 'Renewal', sortable: true, value: renewalText },
  ],
  filters: [
    idFilter,
    { name: 'user_id', label: 'Member id', kind: 'number' },
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions },
  ],
  searchField: 'product_name',
  recordLabel: (row) => `subscription #${row.id}`,
  paths: adminPaths.subscriptions,
  canDelete: false,
  recordActions: [
    {
      name: 'usage',
      label: 'Add usage',
      when: isLiveSubscription,
      title: (row) => `Add coaching sessions to subscription #${row.id}`,
      description: (row) => `They are billed on ${row.member ?? `member #${row.user_id}`}’s next invoice, on ${day(row.current_period_end)}.`,
      confirmLabel: 'Add usage charge',
      busyLabel: 'Adding…',
      fields: [{ name: 'quantity', label: 'Sessions', kind: 'number', required: true, hint: `A whole number from 1 to ${USAGE_QUANTITY_MAX}.` }],
      schema: usageChargeSchema,
      method: 'addUsageCharge',
      done: (row) => `Usage added to the next invoice of subscription #${row.id}.`,
    },
    {
      name: 'cancel',
      label: 'Cancel now',
      when: isLiveSubscription,
      title: (row) => `Cancel subscription #${row.id} now?`,
      description: (row) => `${row.member ?? `Member #${row.user_id}`} loses ${row.product_name} at once, before the paid period ends. This cannot be undone.`,
      confirmLabel: 'Cancel subscription',
      busyLabel: 'Cancelling…',
      tone: 'danger',
      method: 'cancelSubscription',
      done: (row) => `Subscription #${row.id} cancelled.`,
    },
  ],
})
