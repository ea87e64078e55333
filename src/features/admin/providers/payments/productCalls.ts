import * as stripe from '@/api/payments/stripeApi'
import type { DbRecord } from '@/api/records/recordTypes'
import { plans } from '../../resources/plans'
import { prices } from '../../resources/prices'
import { parseDollars } from '../../resources/money'
import { pageLocally } from '../localList'
import { asRow, type FamilyCalls } from '../resourceCalls'

/*
 * Plans and prices: the provider's products and prices (stripe `product`, `price`), answered
 * whole and paged here. Nothing is deleted: archiving (their DELETE) stops offering them.
 */

type Values = Record<string, unknown>

/** What the plan form may send, and of it only what changed on an edit. */
function productInput(data: Values, previous?: Values) {
  const out: { name?: string; description?: string; active?: boolean } = {}
  if (typeof data.name === 'string' && data.name !== previous?.name) out.name = data.name.trim()
  if (typeof data.description === 'string' && data.description !== previous?.description) out.description = data.description.trim()
  if (typeof data.active === 'boolean' && data.active !== previous?.active) out.active = data.active
  return out
}

const byIds = (rows: readonly { id: number }[], ids: readonly unknown[]): DbRecord[] => {
  const wanted = new Set(ids.map(Number))
  return rows.filter((row) => wanted.has(row.id)).map(asRow)
}

export const planCalls: FamilyCalls = {
  getList: async (params) => pageLocally((await stripe.listProducts()).list.map(asRow), params, plans),
  getOne: async (params) => ({ data: asRow((await stripe.getProduct(Number(params.id))).model) }),
  getMany: async (params) => ({ data: byIds((await stripe.listProducts()).list, params.ids) }),
  create: async (params) => {
    const input = productInput(params.data)
    return { data: asRow((await stripe.createProduct({ name: input.name ?? '', description: input.description, active: input.active })).model) }
  },
  update: async (params) => ({ data: asRow((await stripe.updateProduct(Number(params.id), productInput(params.data, params.previousData))).model) }),
  actions: {
    archivePlan: ({ record }) => stripe.deleteProduct(record.id),
  },
}

export const priceCalls: FamilyCalls = {
  getList: async (params) => pageLocally((await stripe.listPrice()).list.map(asRow), params, prices),
  getOne: async (params) => ({ data: asRow((await stripe.getPrice(Number(params.id))).model) }),
  create: async (params) => {
    const data: Values = params.data
    const created = await stripe.createPrice({
      product_id: Number(data.product_id),
      nickname: String(data.nickname ?? '').trim(),
      amount: parseDollars(String(data.amount ?? '')) ?? 0,
      currency: 'usd',
      interval: data.interval === 'year' ? 'year' : 'month',
      active: data.active !== false,
    })
    return { data: asRow(created.model) }
  },
  update: async (params) => {
    const data: Values = params.data
    const previous: Values = params.previousData ?? {}
    // As at the provider, only a price's name and whether it is offered change.
    const changes: { nickname?: string; active?: boolean } = {}
    if (typeof data.nickname === 'string' && data.nickname !== previous.nickname) changes.nickname = data.nickname.trim()
    if (typeof data.active === 'boolean' && data.active !== previous.active) changes.active = data.active
    return { data: asRow((await stripe.updatePrice(Number(params.id), changes)).model) }
  },
  actions: {
    archivePrice: ({ record }) => stripe.deletePrice(record.id),
  },
}
