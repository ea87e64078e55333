import { z } from 'zod'
import type { Product } from '@/api/payments/paymentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type ResourceDefinition } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Plans are the payment provider's products (the payments provider's `plans`): what a member chooses on
 * /user/plans, each with its prices. Nothing is deleted: archiving stops offering a plan and its
 * prices while subscriptions on them keep running.
 */

type AdminPlan = Product & DbRecord

const LIMITS = { nameMax: 80, descriptionMax: 500 } as const

export const planSchema = z.object({
  name: z.string().trim().min(1, 'Give the plan a name.').max(LIMITS.nameMax, `Keep the name to ${LIMITS.nameMax} characters or fewer.`),
  description: z.string().trim().max(LIMITS.descriptionMax, `Keep the description to ${LIMITS.descriptionMax} characters or fewer.`).optional(),
  active: z.boolean().optional(),
})

const activeOptions = [
  { value: 'true', label: 'Offered' },
  { value: 'false', label: 'Archived' },
]

export const plans: ResourceDefinition = defineResource<AdminPlan>({
  name: 'plans',
  labels: { singular: 'plan', plural: 'Plans' },
  table: 'product',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, hint: 'Members see it on the plans page, e.g. "Premium".' },
    { name: 'description', label: 'Description', kind: 'textarea', hint: 'One or two sentences on what the plan includes.' },
    { name: 'active', label: 'Offered to members', kind: 'boolean', hint: 'Archived plans are hidden from new members; current subscriptions keep running.' },
    { name: 'stripe_id', label: 'Provider id', kind: 'text', readOnly: true, on: ['edit'] },
    { name: 'created_at', label: 'Created', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: planSchema,
  defaults: { name: '', description: '', active: true },
  columns: [
    idColumn,
    { field: 'name', label: 'Name', sortable: true },
    { field: 'description', label: 'Description' },
    { field: 'active', label: 'Status', sortable: true, value: (plan) => (plan.active ? 'Offered' : 'Archived') },
    { field: 'created_at', label: 'Created', sortable: true, value: (plan) => plan.created_at.slice(0, 10) },
  ],
  filters: [
    idFilter,
    { name: 'active', label: 'Status', kind: 'select', options: activeOptions },
  ],
  searchField: 'name',
  recordLabel: (plan) => plan.name || `Plan #${plan.id}`,
  paths: adminPaths.plans,
  canDelete: false,
  recordActions: [
    {
      name: 'archive',
      label: 'Archive',
      when: (plan) => plan.active,
      title: (plan) => `Archive ${plan.name}?`,
      description: () => 'New members will no longer see this plan or its prices. Current subscriptions keep running.',
      confirmLabel: 'Archive plan',
      busyLabel: 'Archiving…',
      tone: 'danger',
      method: 'archivePlan',
      done: (plan) => `${plan.name} archived.`,
    },
  ],
})
