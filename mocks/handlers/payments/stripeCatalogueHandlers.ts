import { HttpResponse, http } from 'msw'
import type { ItemResponse, ListResponse, Price, Product } from '@/api/payments/paymentTypes'
import type { OkResponse } from '@/api/auth/authTypes'
import { db } from '@mocks/db/db'
import type { PriceRow, ProductRow } from '@mocks/db/paymentSchemas'
import { pathId } from '@mocks/billing/billingRequest'
import { findProduct } from '@mocks/billing/billingStore'
import { toPrice, toProduct } from '@mocks/billing/billingPresenters'
import { archivePrice, archiveProduct, createPrice, createProduct, requirePrice, requireProduct, updatePrice, updateProduct } from '@mocks/billing/catalogue'
import { requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { readJsonObject, type JsonObject } from '@mocks/http/requestBody'

/**
 * docs/product.md §7 payments, what is on sale: products and prices (admin-only, docs/product.md §6), and the active
 * prices anyone may see (the plan picker and the public pricing).
 */

const stripe = (path: string) => `*/v2/api/lambda/stripe/${path}`

const byIdDescending = <T extends { id: number }>(a: T, b: T) => b.id - a.id

type IdParams = { id: string }

/** What the admin calls on one kind of catalogue row do; products and prices differ only here. */
interface CatalogueKind<Row, Shape> {
  /** The path under stripe/, singular: `product`, `price`. */
  path: string
  all: () => Row[]
  find: (id: number) => Row
  create: (body: JsonObject, now: Date) => Promise<Row>
  update: (row: Row, body: JsonObject) => Promise<Row>
  archive: (row: Row) => Promise<void>
  present: (row: Row) => Shape
  archivedMessage: string
}

/** Create, list, read, update and archive for one kind of catalogue row, admin-only (docs/product.md §6). */
function adminCatalogueHandlers<Row extends { id: number }, Shape>(kind: CatalogueKind<Row, Shape>) {
  const item = (row: Row) => HttpResponse.json<ItemResponse<Shape>>({ error: false, model: kind.present(row) })
  return [
    http.post(
      stripe(kind.path),
      handle(async ({ request }) => {
        requireRole(request, 'admin')
        return item(await kind.create(await readJsonObject(request), new Date()))
      }),
    ),

    http.get(
      stripe(kind.path),
      handle(({ request }) => {
        requireRole(request, 'admin')
        return HttpResponse.json<ListResponse<Shape>>({ error: false, list: kind.all().sort(byIdDescending).map(kind.present) })
      }),
    ),

    http.get<IdParams>(
      stripe(`${kind.path}/:id`),
      handle<IdParams>(({ request, params }) => {
        requireRole(request, 'admin')
        return item(kind.find(pathId(params.id)))
      }),
    ),

    http.put<IdParams>(
      stripe(`${kind.path}/:id`),
      handle<IdParams>(async ({ request, params }) => {
        requireRole(request, 'admin')
        const row = kind.find(pathId(params.id))
        return item(await kind.update(row, await readJsonObject(request)))
      }),
    ),

    http.delete<IdParams>(
      stripe(`${kind.path}/:id`),
      handle<IdParams>(async ({ request, params }) => {
        requireRole(request, 'admin')
        await kind.archive(kind.find(pathId(params.id)))
        return HttpResponse.json<OkResponse>({ error: false, message: kind.archivedMessage })
      }),
    ),
  ]
}

export const stripeCatalogueHandlers = [
  ...adminCatalogueHandlers<ProductRow, Product>({
    path: 'product',
    all: () => db.product.all(),
    find: requireProduct,
    create: createProduct,
    update: updateProduct,
    archive: archiveProduct,
    present: toProduct,
    archivedMessage: 'Product archived with its prices.',
  }),
  ...adminCatalogueHandlers<PriceRow, Price>({
    path: 'price',
    all: () => db.price.all(),
    find: requirePrice,
    create: createPrice,
    update: updatePrice,
    archive: archivePrice,
    present: toPrice,
    archivedMessage: 'Price archived.',
  }),

  // Public: pricing is shown to visitors too. Cheapest first within each product, monthly before yearly.
  http.get(
    stripe('prices'),
    handle(() => {
      const offered = db.price
        .findMany((q) => q.where({ active: true }))
        .filter((price) => findProduct(price.product_id)?.active === true)
        .sort((a, b) => a.product_id - b.product_id || (a.interval === b.interval ? a.amount - b.amount : a.interval === 'month' ? -1 : 1))
      return HttpResponse.json<ListResponse<Price>>({ error: false, list: offered.map(toPrice) })
    }),
  ),
]
