import { z } from 'zod'
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES as M,
  SCREEN_SIZES,
  SESSION_STATUSES,
  type AnalyticsEvent,
  type UserSessionWriteResponse,
} from '@/api/analytics/analyticsTypes'
import type { AnalyticsSessionRow } from '@mocks/db/analyticsSchemas'
import { db, nextId } from '@mocks/db/db'
import { HttpError, MESSAGES, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { overWriteRate, withSessionLock } from './analyticsLocks'
import { snapshotsEnabled } from './analyticsSettings'

/*
 * POST user-sessions: the rules of one write (docs/product.md §3's analytics session). The first
 * write of a session id creates it, later ones add events; events are kept once per `seq`, so a
 * retried batch or the pagehide send repeating one is harmless. `user_id` comes from the bearer
 * token only, never from the body. Sizes are checked before anything is stored: a snapshot part
 * over its limit is 413, a malformed write 400; a session that writes in a loop gets 429.
 */

const isoDateTime = z.iso.datetime({ offset: true, message: 'Send an ISO date and time.' })

const eventSchema = z
  .object({
    seq: z.number('Number each event.').int('Number each event with a whole number.').positive('Number events from 1.'),
    type: z.enum(ANALYTICS_EVENT_TYPES, `Give each event a type: ${ANALYTICS_EVENT_TYPES.join(', ')}.`),
    name: z.string('Name each event.').min(1, 'Name each event.').max(ANALYTICS_LIMITS.eventName, `Keep event names to ${ANALYTICS_LIMITS.eventName} characters.`),
    path: z
      .string('Give each event its page.')
      .max(ANALYTICS_LIMITS.eventPath, `Keep pages to ${ANALYTICS_LIMITS.eventPath} characters.`)
      .regex(/^\/[^?#\s]*$/, 'Give each page as a path without a query, like /user/library.'),
    at: isoDateTime,
    detail: z.string().max(ANALYTICS_LIMITS.eventDetail, `Keep an event's detail to ${ANALYTICS_LIMITS.eventDetail} characters.`).optional(),
  })
  .refine((event) => event.type !== 'event' || (ANALYTICS_EVENT_NAMES as readonly string[]).includes(event.name), {
    message: `Named events are ${ANALYTICS_EVENT_NAMES.join(', ')}.`,
    path: ['name'],
  })

const screenSide = (label: string) => z.number(`Send the screen's ${label} in pixels.`).int(`Send the screen's ${label} in whole pixels.`).min(1).max(100_000)

const writeSchema = z
  .object({
    session_id: z.uuid('Send the session id as a UUID.'),
    status: z.enum(SESSION_STATUSES, 'Send the status as active or ended.'),
    events: z.array(eventSchema).max(ANALYTICS_LIMITS.eventsPerWrite, `Send at most ${ANALYTICS_LIMITS.eventsPerWrite} events a write.`),
    screen_width: screenSide('width'),
    screen_height: screenSide('height'),
    screen_size: z.enum(SCREEN_SIZES, `Send the screen size as ${SCREEN_SIZES.join(', ')}.`),
    start_time: isoDateTime,
    end_time: isoDateTime.nullable().default(null),
    html_copy: z.string().optional(),
    html_part: z.number().int().positive().optional(),
  })
  .superRefine((write, context) => {
    if ((write.html_copy === undefined) !== (write.html_part === undefined)) {
      context.addIssue({ code: 'custom', message: 'Send html_copy and html_part together.', path: ['html_part'] })
    }
    const seqs = write.events.map((event) => event.seq)
    if (new Set(seqs).size !== seqs.length) context.addIssue({ code: 'custom', message: 'Each event of a write needs its own seq.', path: ['events'] })
  })

type SessionWrite = z.output<typeof writeSchema>

/** Reads the write, or throws 413 (a snapshot part too large) or 400 (every field's message). */
export function parseSessionWrite(body: JsonObject): SessionWrite {
  // Size first: the part is refused for what it is, whatever else the write gets wrong.
  if (typeof body.html_copy === 'string' && body.html_copy.length > ANALYTICS_LIMITS.htmlCopyPart) throw new HttpError(413, M.htmlPartTooLarge)
  const result = writeSchema.safeParse(body)
  if (result.success) {
    if (result.data.html_copy !== undefined) snapshotArray(result.data.html_copy)
    return result.data
  }
  const validation: Validation = {}
  for (const issue of result.error.issues) validation[issue.path.map(String).join('.') || 'session'] ??= issue.message
  throw new HttpError(400, MESSAGES.checkFields, validation)
}

/** A snapshot part is a JSON array (of rrweb events); its items are not looked into. */
function snapshotArray(text: string): unknown[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, MESSAGES.checkFields, { html_copy: 'Send html_copy as a JSON array.' })
  }
  if (!Array.isArray(value)) throw new HttpError(400, MESSAGES.checkFields, { html_copy: 'Send html_copy as a JSON array.' })
  return value
}

/** Two JSON array texts as one, without parsing the stored one again. */
function joinArrays(stored: string, part: string): string {
  if (stored === '' || stored === '[]') return part
  if (part === '[]') return stored
  return `${stored.slice(0, -1)},${part.slice(1)}`
}

/** Status and end from the last event by number: an end closes the visit, a later event opens it again. */
function statusOf(events: readonly AnalyticsEvent[]): Pick<AnalyticsSessionRow, 'status' | 'end_time'> {
  const last = events.at(-1)
  return last?.type === 'end' ? { status: 'ended', end_time: last.at } : { status: 'active', end_time: null }
}

export const findSessionRow = (sessionId: string): AnalyticsSessionRow | undefined =>
  db.analytics_session.findFirst((q) => q.where({ session_id: sessionId })) as AnalyticsSessionRow | undefined

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

function refuseNewSessionIfTooMany(userId: number | null, now: number): void {
  const since = (window: number) => (row: AnalyticsSessionRow) => Date.parse(row.created_at) > now - window
  if (userId !== null) {
    const recent = db.analytics_session.findMany((q) => q.where((row) => row.user_id === userId)).filter(since(HOUR_MS))
    if (recent.length >= ANALYTICS_LIMITS.newSessionsPerMemberPerHour) throw new HttpError(429, M.tooManySessions)
    return
  }
  const recent = db.analytics_session.findMany((q) => q.where((row) => row.user_id === null)).filter(since(MINUTE_MS))
  if (recent.length >= ANALYTICS_LIMITS.newVisitorSessionsPerMinute) throw new HttpError(429, M.tooManySessions)
}

/** Snapshots kept in full: the browser mock keeps its data in localStorage, which holds a few megabytes. */
export const SNAPSHOTS_KEPT = 5

/** Only the newest sessions keep their snapshot text; older ones keep the fact that they had one. */
async function forgetOlderSnapshots(): Promise<void> {
  const withSnapshot = db.analytics_session
    .findMany((q) => q.where((row) => row.html_copy !== ''))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
  for (const row of withSnapshot.slice(SNAPSHOTS_KEPT)) {
    await db.analytics_session.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.html_copy = ''
      },
    })
  }
}

/** Stores one write; `callerId` is the bearer token's account, or null for a visitor. */
export async function writeSession(write: SessionWrite, callerId: number | null): Promise<UserSessionWriteResponse> {
  if (write.html_copy !== undefined && !snapshotsEnabled()) throw new HttpError(403, M.snapshotsOff)
  return withSessionLock(write.session_id, async () => {
    const now = Date.now()
    const existing = findSessionRow(write.session_id)
    // A visitor's session becomes the member's when they sign in; a member's is theirs alone.
    if (existing && existing.user_id !== null && existing.user_id !== callerId) throw new HttpError(403, M.otherMember)
    if (overWriteRate(write.session_id, ANALYTICS_LIMITS.writesPerSessionPerMinute, now)) throw new HttpError(429, M.tooFast)
    if (!existing) refuseNewSessionIfTooMany(callerId, now)

    const stored = existing?.events ?? []
    const known = new Set(stored.map((event) => event.seq))
    const fresh = write.events.filter((event) => !known.has(event.seq))
    if (stored.length + fresh.length > ANALYTICS_LIMITS.eventsPerSession) throw new HttpError(413, M.tooManyEvents)
    const events = [...stored, ...fresh].sort((a, b) => a.seq - b.seq)

    let htmlCopy = existing?.html_copy ?? ''
    let htmlPart = existing?.html_part ?? 0
    if (write.html_copy !== undefined && write.html_part !== undefined && write.html_part > htmlPart) {
      const joined = joinArrays(htmlCopy, write.html_copy)
      if (joined.length > ANALYTICS_LIMITS.htmlCopySession) throw new HttpError(413, M.htmlSessionFull)
      htmlCopy = joined
      htmlPart = write.html_part
    }

    const stamp = new Date(now).toISOString()
    const changes = { events, ...statusOf(events), html_copy: htmlCopy, html_part: htmlPart, user_id: existing?.user_id ?? callerId, updated_at: stamp }
    const row = existing
      ? ((await db.analytics_session.update((q) => q.where({ id: existing.id }), {
          data(draft) {
            Object.assign(draft, changes)
          },
        })) as AnalyticsSessionRow | undefined)
      : ((await db.analytics_session.create({
          id: nextId('analytics_session'),
          session_id: write.session_id,
          screen_width: write.screen_width,
          screen_height: write.screen_height,
          screen_size: write.screen_size,
          start_time: write.start_time,
          created_at: stamp,
          ...changes,
        })) as AnalyticsSessionRow)
    if (!row) throw new HttpError(404, M.notFound)
    if (write.html_copy !== undefined) await forgetOlderSnapshots()
    return {
      error: false,
      session_id: row.session_id,
      status: row.status,
      accepted: fresh.length,
      duplicates: write.events.length - fresh.length,
      event_count: row.events.length,
      snapshot_chars: row.html_copy.length,
    }
  })
}

/** The member's own sessions, gone (withdrawing consent). */
export function deleteSessionsOf(userId: number): number {
  const mine = db.analytics_session.findMany((q) => q.where((row) => row.user_id === userId))
  db.analytics_session.deleteMany((q) => q.where((row) => row.user_id === userId))
  return mine.length
}
