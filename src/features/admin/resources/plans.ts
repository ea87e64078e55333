import { z } from 'zod'
import type { Product } from '@/api/payments/paymentTypes'
import * as stripe from '@/api/payments/stripeApi'
import type { DbRecord } from '@/api/records/recordTypes'
import { pageLocally } from '../engine/localList'
import { defineResource, type ResourceDefinition } from '../engine/resourceDefinition'
import { adminPaths } from '@/shared/paths/routePaths'

/**
 * Plans are the payment provider's products (stripe `product`): what a member chooses on
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

/** What the form may send, and of it only what changed on an edit. */
function productInput(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const out: { name?: string; description?: string; active?: boolean } = {}
  if (typeof data.name === 'string' && data.name !== previous?.name) out.name = data.name.trim()
  if (typeof data.description === 'string' && data.description !== previous?.description) out.description = data.description.trim()
  if (typeof data.active === 'boolean' && data.active !== previous?.active) out.active = data.active
  return out
}

export const plans: ResourceDefinition = defineResource<AdminPlan>({
  name: 'plans',
  labels: { singular: 'plan', plural: 'Plans' },
  table: 'product',
  calls: {
    getList: (_resource, params) => stripe.listProducts().then((answer) => pageLocally(answer.list as AdminPlan[], params, plans)),
    getOne: async (_resource, params) => ({ data: (await stripe.getProduct(Number(params.id))).model as never }),
    getMany: async (_resource, params) => {
      const wanted = new Set(params.ids.map(Number))
      return { data: (await stripe.listProducts()).list.filter((product) => wanted.has(product.id)) as never[] }
    },
    create: async (_resource, params) => {
      const input = productInput(params.data as Record<string, unknown>)
      return { data: (await stripe.createProduct({ name: input.name ?? '', description: input.description, active: input.active })).model as never }
    },
    update: async (_resource, params) => {
      const input = productInput(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>)
      return { data: (await stripe.updateProduct(Number(params.id), input)).model as never }
    },
  },
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
    { field: 'id', label: 'Id', sortable: true },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'description', label: 'Description' },
    { field: 'active', label: 'Status', sortable: true, value: (plan) => (plan.active ? 'Offered' : 'Archived') },
    { field: 'created_at', label: 'Created', sortable: true, value: (plan) => plan.created_at.slice(0, 10) },
  ],
  filters: [
    { name: 'id', label: 'Id', kind: 'number' },
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
      run: (plan) => stripe.deleteProduct(plan.id),
      done: (plan) => `${plan.name} archived.`,
    },
  ],
})
