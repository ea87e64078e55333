import { HttpResponse, http } from 'msw'
import type { ProviderLoginResponse } from '@/api/auth/authTypes'
import { isRole } from '@/lib/auth/role'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { issueEmailToken } from '@mocks/accounts/accountStore'
import { findUserByEmail } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { linkOrigin } from '@mocks/http/appOrigins'

export const PROVIDER_MESSAGES = {
  unknownProvider: 'Unknown sign-in provider.',
  roleInvalid: 'Choose user, admin or public.',
  membersOnly: 'Sign-in with a provider is for members.',
  noAccount: 'No MoveTime account uses this identity. Create an account first.',
} as const

const PROVIDERS = ['google', 'apple'] as const

/**
 * The mock has no real Google or Apple: there is no consent screen to send the browser to. It
 * plays the provider's part itself, as the demo identity whose provider account is
 * member@movetime.app, and sends the browser straight back to the app's landing page with a
 * one-time sign-in token — the same landing page (and the same token rules) as an emailed magic
 * link, which is what a real provider callback ends in too.
 */
const DEMO_PROVIDER_EMAIL = DEMO_ACCOUNTS.member.email

export const providerLoginHandlers = [
  http.get<{ provider: string }>(
    '*/v2/api/lambda/:provider/login',
    handle<{ provider: string }>(async ({ request, params }) => {
      const provider = PROVIDERS.find((name) => name === params.provider)
      if (!provider) throw new HttpError(404, PROVIDER_MESSAGES.unknownProvider)
      const role = new URL(request.url).searchParams.get('role')
      if (!isRole(role)) throw new HttpError(400, PROVIDER_MESSAGES.roleInvalid, { role: PROVIDER_MESSAGES.roleInvalid })
      if (role !== 'user') throw new HttpError(403, PROVIDER_MESSAGES.membersOnly)

      const user = findUserByEmail(DEMO_PROVIDER_EMAIL)
      if (!user || user.role !== 'user' || !user.verified) throw new HttpError(404, PROVIDER_MESSAGES.noAccount)
      const url = new URL('/magic-login/verify', linkOrigin(request))
      url.searchParams.set('token', await issueEmailToken(user, 'magic'))
      url.searchParams.set('provider', provider)
      return HttpResponse.json<ProviderLoginResponse>({ error: false, url: url.toString() })
    }),
  ),
]
