import { HttpResponse, http } from 'msw'
import { db, resetDb, whenDbReady } from '@mocks/db/db'
import { DEFAULT_GENERATED_MOVES, MAX_GENERATED_MOVES, loadLargeCatalogue } from '@mocks/db/largeCatalogue'
import { addFault, clearFaults, networkControls, pendingFaults, setNetworkControls, type FaultMode } from '@mocks/devControls'
import { fileStore } from '@mocks/files/fileStore'
import { bearerToken } from '@mocks/http/guard'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { mailboxNewestFirst } from '@mocks/accounts/mailer'
import { settleBookings } from '@mocks/bookings/bookingSettle'
import { mockCalendarEvents } from '@mocks/bookings/calendarEvents'
import { MAX_CLOCK_HOURS, advanceMockClock, mockClockState, resetMockClock } from '@mocks/bookings/mockClock'
import { linkOrigin } from '@mocks/http/appOrigins'

/**
 * The developer panel's controls (mock mode only). Not part of the product API: no x-project,
 * no sign-in, and never switched off by the offline control, or nothing could switch it back on.
 */
export const devHandlers = [
  // Readiness probe for whoever starts the HTTP home (the end-to-end runner waits on it).
  http.get(
    '*/__mock/health',
    handle(async () => {
      await whenDbReady()
      return HttpResponse.json({ error: false, message: 'ok' })
    }),
  ),

  http.post(
    '*/__mock/reset',
    handle(async () => {
      await resetDb()
      await fileStore().clear()
      clearFaults()
      return HttpResponse.json({ error: false, message: 'Demo data reset.' })
    }),
  ),

  // Performance work: thousands of generated catalogue moves, replacing any loaded before.
  http.post(
    '*/__mock/large-catalogue',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const count = body.count ?? DEFAULT_GENERATED_MOVES
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_GENERATED_MOVES) {
        const message = `count must be a whole number from 0 to ${MAX_GENERATED_MOVES}.`
        throw new HttpError(400, message, { count: message })
      }
      const total = await loadLargeCatalogue(count)
      return HttpResponse.json({ error: false, message: `${count.toLocaleString('en')} generated moves loaded.`, count, total })
    }),
  ),

  // Expires the caller's session, or every session when no bearer token is sent.
  http.post(
    '*/__mock/expire-session',
    handle(async ({ request }) => {
      const token = bearerToken(request)
      const expired = await db.session.updateMany((q) => (token ? q.where({ token }) : q.where({ purpose: 'access' })), {
        data(draft) {
          draft.expires_at = Date.now() - 1
        },
      })
      return HttpResponse.json({ error: false, message: `${expired.length} session(s) expired.`, expired: expired.length })
    }),
  ),

  http.get(
    '*/__mock/network',
    handle(() => HttpResponse.json({ error: false, ...networkControls() })),
  ),

  http.post(
    '*/__mock/network',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      if (typeof body.offline !== 'boolean') throw new HttpError(400, 'offline must be true or false.', { offline: 'offline must be true or false.' })
      const latencyMs = body.latencyMs
      if (latencyMs !== undefined && (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0)) {
        throw new HttpError(400, 'latencyMs must be a number of 0 or more.', { latencyMs: 'latencyMs must be a number of 0 or more.' })
      }
      return HttpResponse.json({ error: false, ...setNetworkControls({ offline: body.offline, latencyMs }) })
    }),
  ),

  // Tests of the app's sync: the next N matching requests fail as a real server or network would.
  http.post(
    '*/__mock/faults',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const modes: FaultMode[] = ['server-error', 'lose-response']
      const { pathEndsWith, mode, count = 1 } = body
      const validation: Record<string, string> = {}
      if (typeof pathEndsWith !== 'string' || !pathEndsWith.startsWith('/')) validation.pathEndsWith = 'pathEndsWith must be a path ending, starting with "/".'
      if (!modes.includes(mode as FaultMode)) validation.mode = `mode must be one of ${modes.join(', ')}.`
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100) validation.count = 'count must be a whole number from 1 to 100.'
      if (Object.keys(validation).length > 0) throw new HttpError(400, 'Please check the fault.', validation)
      addFault({ pathEndsWith: pathEndsWith as string, mode: mode as FaultMode, remaining: count as number })
      return HttpResponse.json({ error: false, faults: pendingFaults() })
    }),
  ),

  http.get(
    '*/__mock/mailbox',
    handle(() => HttpResponse.json({ error: false, list: mailboxNewestFirst() })),
  ),

  // The bookings' clock (reminders, completed sessions, review windows): moved ahead, or back to real time.
  http.get(
    '*/__mock/clock',
    handle(() => HttpResponse.json({ error: false, ...mockClockState() })),
  ),

  http.post(
    '*/__mock/clock',
    handle(async ({ request }) => {
      const body = await readJsonObject(request)
      const hours = body.advanceHours
      if (body.reset === true) {
        await resetMockClock()
      } else if (typeof hours === 'number' && Number.isFinite(hours) && Math.abs(hours) <= MAX_CLOCK_HOURS) {
        await advanceMockClock(hours)
      } else {
        const message = `Send {"advanceHours": hours} (at most ${MAX_CLOCK_HOURS} either way) or {"reset": true}.`
        throw new HttpError(400, message, { advanceHours: message })
      }
      // What the new time makes happen (completed sessions, reminders) happens now, not on the next call.
      await settleBookings(linkOrigin(request))
      return HttpResponse.json({ error: false, ...mockClockState() })
    }),
  ),

  // The mock Google Calendar: events the members added with google-calendar-event.
  http.get(
    '*/__mock/calendar',
    handle(() => HttpResponse.json({ error: false, list: mockCalendarEvents() })),
  ),
]
