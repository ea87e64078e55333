import type { ChatRoomRow } from '@mocks/db/spaceSchemas'
import { HttpError } from '@mocks/http/httpErrors'
import { SPACE_MESSAGES as M } from '@mocks/realtime/spaceMessages'
import { requireMember } from '@mocks/realtime/spaceMembership'
import { readPositiveInt } from '@mocks/realtime/spaceInput'

/** The two spaces call families' paths (on every origin, like every family of the mock). */
export const REALTIME_BASE = '*/v3/api/lambda/realtime'
export const CHANNEL_BASE = '*/v2/api/lambda/subscription/channel'

/** The space a path's `{id}` names, when the caller belongs to it. */
export function spaceOfPath(raw: string | readonly string[] | undefined, userId: number): ChatRoomRow {
  const id = readPositiveInt(typeof raw === 'string' ? raw : undefined)
  if (id === null) throw new HttpError(400, M.chooseSpace, { id: M.chooseSpace })
  return requireMember(id, userId)
}
