import { HttpResponse, http } from 'msw'
import type { ChallengeDetailsResponse, ChallengesResponse } from '@/api/challenges/challengeTypes'
import { DEFAULT_TIME_ZONE, canonicalTimeZone } from '@/lib/time/timeZones'
import { challengeIdOf, challengesOf, requireVisibleChallenge } from '@mocks/community/challengeAccess'
import { CHALLENGE_MESSAGES } from '@mocks/community/challengeMessages'
import { challengeReader, toChallengeDetails, toChallengeSummaries } from '@mocks/community/challengeSummaries'
import { db } from '@mocks/db/db'
import { requireAuth } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'

/** The viewer's zone for days left: `tz` when sent (a zone Intl knows), UTC otherwise. */
function viewerZone(request: Request): string {
  const raw = new URL(request.url).searchParams.get('tz')
  if (raw === null || raw.trim() === '') return DEFAULT_TIME_ZONE
  const zone = canonicalTimeZone(raw)
  if (zone === null) throw new HttpError(400, CHALLENGE_MESSAGES.timeZone, { tz: CHALLENGE_MESSAGES.timeZone })
  return zone
}

export const challengeReadHandlers = [
  http.get(
    '*/v3/api/movetime/challenge-get',
    handle(({ request }) => {
      const { user } = requireAuth(request)
      const reader = challengeReader(db, user.id)
      return HttpResponse.json<ChallengesResponse>({ error: false, list: toChallengeSummaries(reader, challengesOf(db, user.id)) })
    }),
  ),

  http.get<{ id: string }>(
    '*/v3/api/movetime/challenge/details/:id',
    handle<{ id: string }>(({ request, params }) => {
      const { user } = requireAuth(request)
      const zone = viewerZone(request)
      const challenge = requireVisibleChallenge(db, challengeIdOf(params.id), user.id)
      const model = toChallengeDetails(challengeReader(db, user.id), challenge, zone)
      return HttpResponse.json<ChallengeDetailsResponse>({ error: false, model })
    }),
  ),
]
