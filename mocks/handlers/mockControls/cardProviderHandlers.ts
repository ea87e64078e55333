import { HttpResponse, delay, http } from 'msw'
import type { CardToken } from '@/api/payments/paymentTypes'
import { issueCardToken, toCardToken } from '@mocks/billing/cardTokens'
import { networkControls } from '@mocks/devControls'
import { handle } from '@mocks/http/handle'
import { readJsonObject } from '@mocks/http/requestBody'

/**
 * The mock card provider: stands in for Stripe's token endpoint in mock builds. Not our API (no
 * x-project, no sign-in: Stripe's takes a publishable key), but it is across the network, so the
 * developer panel's offline and latency switches apply to it as to the API.
 */
export const cardProviderHandlers = [
  http.post(
    '*/__mock/card-provider/tokens',
    handle(async ({ request }) => {
      const { offline, latencyMs } = networkControls()
      if (offline) return HttpResponse.error()
      if (latencyMs > 0) await delay(latencyMs)
      const body = await readJsonObject(request)
      const token = await issueCardToken(body, new Date())
      return HttpResponse.json<CardToken>(toCardToken(token))
    }),
  ),
]
