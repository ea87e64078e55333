import { db, nextId } from '@mocks/db/db'
import type { PriceRow, ProductRow } from '@mocks/db/paymentSchemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { findPrice, findProduct } from './billingStore'
import { stripeId } from './stripeIds'

/** Admin writes to products and prices, checked field by field. Nothing is ever destroyed: archiving keeps subscriptions on it running. */

export const CATALOGUE_LIMITS = { nameMax: 80, descriptionMax: 500, amountMin: 50, amountMax: 1_000_000 } as const

export const CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found.',
  priceNotFound: 'Price not found.',
  name: 'Give the product a name.',
  nameLong: `Keep the name to ${CATALOGUE_LIMITS.nameMax} characters or fewer.`,
  description: `Keep the description to ${CATALOGUE_LIMITS.descriptionMax} characters or fewer.`,
  active: 'active must be true or false.',
  productId: 'Choose a product that exists.',
  nickname: 'Give the price a name.',
  nicknameLong: `Keep the name to ${CATALOGUE_LIMITS.nameMax} characters or fewer.`,
  amount: 'The amount must be a whole number of cents from 50 to 1,000,000.',
  currency: 'The currency must be usd.',
  interval: 'The interval must be month or year.',
  fixed: "A price's amount and interval cannot change. Create a new price.",
} as const

function checkText(body: JsonObject, field: string, max: number, validation: Validation, required: { message: string } | null, tooLong: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) {
    if (required) validation[field] = required.message
    return undefined
  }
  if (typeof value !== 'string') {
    validation[field] = required?.message ?? `${field} must be text.`
    return undefined
  }
  const text = value.trim()
  if (required && text === '') validation[field] = required.message
  else if (text.length > max) validation[field] = tooLong
  return text
}

function checkActive(body: JsonObject, validation: Validation): boolean | undefined {
  if (body.active === undefined) return undefined
  if (typeof body.active !== 'boolean') validation.active = CATALOGUE_MESSAGES.active
  return body.active === true
}

/** The fields an update sent; one it left out keeps its stored value. */
function sent<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>
}

export function requireProduct(id: number): ProductRow {
  const product = findProduct(id)
  if (!product) throw new HttpError(404, CATALOGUE_MESSAGES.productNotFound)
  return product
}

export function requirePrice(id: number): PriceRow {
  const price = findPrice(id)
  if (!price) throw new HttpError(404, CATALOGUE_MESSAGES.priceNotFound)
  return price
}

export async function createProduct(body: JsonObject, now: Date): Promise<ProductRow> {
  const validation: Validation = {}
  const name = checkText(body, 'name', CATALOGUE_LIMITS.nameMax, validation, { message: CATALOGUE_MESSAGES.name }, CATALOGUE_MESSAGES.nameLong)
  const description = checkText(body, 'description', CATALOGUE_LIMITS.descriptionMax, validation, null, CATALOGUE_MESSAGES.description)
  const active = checkActive(body, validation)
  assertValid(validation)
  return db.product.create({
    id: nextId('product'),
    stripe_id: stripeId('prod'),
    name: name ?? '',
    description: description ?? '',
    active: active ?? true,
    created_at: now.toISOString(),
  })
}

export async function updateProduct(product: ProductRow, body: JsonObject): Promise<ProductRow> {
  const validation: Validation = {}
  const required = body.name !== undefined ? { message: CATALOGUE_MESSAGES.name } : null
  const name = checkText(body, 'name', CATALOGUE_LIMITS.nameMax, validation, required, CATALOGUE_MESSAGES.nameLong)
  const description = checkText(body, 'description', CATALOGUE_LIMITS.descriptionMax, validation, null, CATALOGUE_MESSAGES.description)
  const active = checkActive(body, validation)
  assertValid(validation)
  const updated = await db.product.update((q) => q.where({ id: product.id }), { data: (draft) => void Object.assign(draft, sent({ name, description, active })) })
  return updated ?? product
}

/** The product and its prices stop being offered; subscriptions on them keep running. */
export async function archiveProduct(product: ProductRow): Promise<void> {
  await db.product.update((q) => q.where({ id: product.id }), { data: (draft) => void (draft.active = false) })
  await db.price.updateMany((q) => q.where({ product_id: product.id }), { data: (draft) => void (draft.active = false) })
}

function checkAmount(value: unknown, validation: Validation): number {
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= CATALOGUE_LIMITS.amountMin && value <= CATALOGUE_LIMITS.amountMax
  if (!ok) validation.amount = CATALOGUE_MESSAGES.amount
  return ok ? value : 0
}

export async function createPrice(body: JsonObject, now: Date): Promise<PriceRow> {
  const validation: Validation = {}
  const productId = body.product_id
  if (typeof productId !== 'number' || !findProduct(productId)) validation.product_id = CATALOGUE_MESSAGES.productId
  const nickname = checkText(body, 'nickname', CATALOGUE_LIMITS.nameMax, validation, { message: CATALOGUE_MESSAGES.nickname }, CATALOGUE_MESSAGES.nicknameLong)
  const amount = checkAmount(body.amount, validation)
  if (body.currency !== undefined && body.currency !== 'usd') validation.currency = CATALOGUE_MESSAGES.currency
  if (body.interval !== 'month' && body.interval !== 'year') validation.interval = CATALOGUE_MESSAGES.interval
  const active = checkActive(body, validation)
  assertValid(validation)
  return db.price.create({
    id: nextId('price'),
    stripe_id: stripeId('price'),
    product_id: productId as number,
    nickname: nickname ?? '',
    amount,
    currency: 'usd',
    interval: body.interval as PriceRow['interval'],
    active: active ?? true,
    created_at: now.toISOString(),
  })
}

const FIXED_PRICE_FIELDS = ['product_id', 'amount', 'currency', 'interval'] as const

/** Only the name and whether it is offered change; sending the other fields back unchanged is fine. */
export async function updatePrice(price: PriceRow, body: JsonObject): Promise<PriceRow> {
  const changed = FIXED_PRICE_FIELDS.filter((field) => body[field] !== undefined && body[field] !== price[field])
  if (changed.length > 0) throw new HttpError(400, CATALOGUE_MESSAGES.fixed, Object.fromEntries(changed.map((field) => [field, CATALOGUE_MESSAGES.fixed])))
  const validation: Validation = {}
  const required = body.nickname !== undefined ? { message: CATALOGUE_MESSAGES.nickname } : null
  const nickname = checkText(body, 'nickname', CATALOGUE_LIMITS.nameMax, validation, required, CATALOGUE_MESSAGES.nicknameLong)
  const active = checkActive(body, validation)
  assertValid(validation)
  const updated = await db.price.update((q) => q.where({ id: price.id }), { data: (draft) => void Object.assign(draft, sent({ nickname, active })) })
  return updated ?? price
}

export async function archivePrice(price: PriceRow): Promise<void> {
  await db.price.update((q) => q.where({ id: price.id }), { data: (draft) => void (draft.active = false) })
}
