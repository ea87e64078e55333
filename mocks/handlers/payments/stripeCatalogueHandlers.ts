import { HttpResponse, http } from 'msw'
import type { ItemResponse, ListResponse, Price, Product } from '@/api/payments/paymentTypes'
import type { OkResponse } from '@/api/auth/authTypes'
import { db } from '@mocks/db/db'
import { pathId } from '@mocks/billing/billingRequest'
import { findProduct } from '@mocks/billing/billingStore'
import { toPrice, toProduct } from '@mocks/billing/billingPresenters'
import { archivePrice, archiveProduct, createPrice, createProduct, requirePrice, requireProduct, updatePrice, updateProduct } from '@mocks/billing/catalogue'
import { requireRole } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { readJsonObject } from '@mocks/http/requestBody'

/**
 * SPEC §7 payments, what is on sale: products and prices (admin-only, SPEC §6), and the active
 * prices anyone may see (the plan picker and the public pricing).
 */

const stripe = (path: string) => `*/v2/api/lambda/stripe/${path}`

const byIdDescending = <T extends { id: number }>(a: T, b: T) => b.id - a.id

type IdParams = { id: string }

export const stripeCatalogueHandlers = [
  http.post(
    stripe('product'),
    handle(async ({ request }) => {
      requireRole(request, 'admin')
      const product = await createProduct(await readJsonObject(request), new Date())
      return HttpResponse.json<ItemResponse<Product>>({ error: false, model: toProduct(product) })
    }),
  ),

  http.get(
    stripe('product'),
    handle(({ request }) => {
      requireRole(request, 'admin')
      return HttpResponse.json<ListResponse<Product>>({ error: false, list: db.product.all().sort(byIdDescending).map(toProduct) })
    }),
  ),

  http.get<IdParams>(
    stripe('product/:id'),
    handle<IdParams>(({ request, params }) => {
      requireRole(request, 'admin')
      return HttpResponse.json<ItemResponse<Product>>({ error: false, model: toProduct(requireProduct(pathId(params.id))) })
    }),
  ),

  http.put<IdParams>(
    stripe('product/:id'),
    handle<IdParams>(async ({ request, params }) => {
      requireRole(request, 'admin')
      const product = requireProduct(pathId(params.id))
      const updated = await updateProduct(product, await readJsonObject(request))
      return HttpResponse.json<ItemResponse<Product>>({ error: false, model: toProduct(updated) })
    }),
  ),

  http.delete<IdParams>(
    stripe('product/:id'),
    handle<IdParams>(async ({ request, params }) => {
      requireRole(request, 'admin')
      await archiveProduct(requireProduct(pathId(params.id)))
      return HttpResponse.json<OkResponse>({ error: false, message: 'Product archived with its prices.' })
    }),
  ),

  http.post(
    stripe('price'),
    handle(async ({ request }) => {
      requireRole(request, 'admin')
      const price = await createPrice(await readJsonObject(request), new Date())
      return HttpResponse.json<ItemResponse<Price>>({ error: false, model: toPrice(price) })
    }),
  ),

  http.get(
    stripe('price'),
    handle(({ request }) => {
      requireRole(request, 'admin')
      return HttpResponse.json<ListResponse<Price>>({ error: false, list: db.price.all().sort(byIdDescending).map(toPrice) })
    }),
  ),

  http.get<IdParams>(
    stripe('price/:id'),
    handle<IdParams>(({ request, params }) => {
      requireRole(request, 'admin')
      return HttpResponse.json<ItemResponse<Price>>({ error: false, model: toPrice(requirePrice(pathId(params.id))) })
    }),
  ),

  http.put<IdParams>(
    stripe('price/:id'),
    handle<IdParams>(async ({ request, params }) => {
      requireRole(request, 'admin')
      const price = requirePrice(pathId(params.id))
      const updated = await updatePrice(price, await readJsonObject(request))
      return HttpResponse.json<ItemResponse<Price>>({ error: false, model: toPrice(updated) })
    }),
  ),

  http.delete<IdParams>(
    stripe('price/:id'),
    handle<IdParams>(async ({ request, params }) => {
      requireRole(request, 'admin')
      await archivePrice(requirePrice(pathId(params.id)))
      return HttpResponse.json<OkResponse>({ error: false, message: 'Price archived.' })
    }),
  ),

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
