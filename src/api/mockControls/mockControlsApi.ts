import { z } from 'zod'
import type { CardToken } from '../payments/paymentTypes'
import { apiBaseUrl, projectHeader } from '../config'
import { inPageFetchNow } from '../http'
import type { CardDetails, LargeAdminData, LargeCatalogue, MockCalendarEvent, MockCaptchaToken, MockClock, MockMail, MockNetwork } from './mockControlsTypes'

/*
 * The one client of the mock backend's developer controls, /__mock/*: the developer panel, the
 * stand-in robot check and the mock card provider all reach the mock through `mockControl`.
 *
 * It uses fetch, not the axios transport of http.ts, on purpose: these are not docs/product.md §7 calls, so they
 * stay out of endpoint()'s registry and the catalogue; a refusal must not be read as the member's
 * session expiring; and the visitor pages that tick the robot box need no axios for it.
 *
 * Nothing here runs at load (schemas are built on call): CaptchaField imports the mock widget in
 * every build, and a module without side effects is dropped from api builds, where nobody calls it.
 */

/** The mock answered, but not with success; `body` is its JSON answer (null when it sent none). */
export class MockControlError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, path: string, body: unknown) {
    super(`The mock backend answered ${status} to /__mock/${path}.`)
    this.name = 'MockControlError'
    this.status = status
    this.body = body
  }
}

export interface MockControlOptions {
  body?: unknown
  /** Sent as the bearer token, for the controls that act on one session. */
  token?: string | null
}

/**
 * Sends one request to /__mock/<path> at the API's base URL (the page's own origin in mock builds,
 * where MSW answers; the mock HTTP server otherwise) and resolves with the successful response.
 * Rejects with MockControlError when the mock refuses, and with fetch's TypeError when it cannot
 * be reached at all.
 */
export async function mockControl(method: 'GET' | 'POST', path: string, options: MockControlOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-project': projectHeader }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  // Absolute, like axios makes its URLs: fetch outside a browser page rejects relative ones.
  const url = new URL(`${apiBaseUrl}/__mock/${path}`, window.location.href)
  const init: RequestInit = { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }
  const inPage = await inPageFetchNow()
  const response = inPage ? await inPage(new Request(url, init)) : await fetch(url, init)
  if (!response.ok) throw new MockControlError(response.status, path, await readJson(response))
  return response
}

function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null)
}

// ---- developer panel -------------------------------------------------------------------------

/** POST /__mock/reset: back to the seed data. */
export async function resetMockData(): Promise<void> {
  await mockControl('POST', 'reset')
}

const largeCatalogueSchema = () => z.object({ count: z.number(), total: z.number() })

/** POST /__mock/large-catalogue {count}: replaces the generated moves (default 5,000) for performance work. */
export async function loadLargeCatalogue(count?: number): Promise<LargeCatalogue> {
  const response = await mockControl('POST', 'large-catalogue', { body: count === undefined ? {} : { count } })
  return largeCatalogueSchema().parse(await response.json())
}

const largeAdminDataSchema = () => z.object({ users: z.number(), history: z.number(), invoices: z.number(), challenge_id: z.number() })

/** POST /__mock/large-admin-data: 2,000 members, 10,000 history rows, 500 invoices and a 500-member challenge (replacing any loaded before). */
export async function loadLargeAdminData(): Promise<LargeAdminData> {
  const response = await mockControl('POST', 'large-admin-data')
  return largeAdminDataSchema().parse(await response.json())
}

/** POST /__mock/expire-session: the token in use (sent as bearer) stops being accepted. */
export async function expireMockSession(token: string | null): Promise<void> {
  await mockControl('POST', 'expire-session', { token })
}

const networkSchema = () => z.object({ offline: z.boolean(), latencyMs: z.number() })

/** GET /__mock/network: the current switches (module state of the mock, so a reload resets them). */
export async function getMockNetwork(): Promise<MockNetwork> {
  const response = await mockControl('GET', 'network')
  return networkSchema().parse(await response.json())
}

/** POST /__mock/network {offline, latencyMs}: the mock answers with the switches now in force. */
export async function setMockNetwork(next: MockNetwork): Promise<MockNetwork> {
  const response = await mockControl('POST', 'network', { body: next })
  return networkSchema().parse(await response.json())
}

function mailboxSchema() {
  const link = z.union([
    z.string(),
    z.object({ href: z.string(), label: z.string().optional() }),
    z.object({ url: z.string(), label: z.string().optional() }),
  ])
  const mail = z.object({
    id: z.union([z.string(), z.number()]).optional(),
    to: z.string(),
    subject: z.string(),
    sentAt: z.string().optional(),
    sent_at: z.string().optional(),
    body: z.string().optional(),
    text: z.string().optional(),
    links: z.array(link).optional(),
    attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() })).optional(),
  })
  return z.union([z.array(mail), z.object({ list: z.array(mail) })])
}

const URL_IN_TEXT = /https?:\/\/[^\s"'<>)]+/g

/**
 * Reads GET /__mock/mailbox: { list } (or a bare array) of mails, newest first. Each mail: to, subject, sentAt
 * (or sent_at), and links (strings or {href,label}); without links, URLs are taken from its body.
 */
export function parseMailbox(json: unknown): MockMail[] {
  const parsed = mailboxSchema().parse(json)
  const mails = Array.isArray(parsed) ? parsed : parsed.list
  return mails.map((mail, index) => {
    const rawLinks = mail.links ?? ((mail.body ?? mail.text ?? '').match(URL_IN_TEXT) ?? [])
    const links = rawLinks.map((link) => {
      if (typeof link === 'string') return { href: link, label: link }
      const href = 'href' in link ? link.href : link.url
      return { href, label: link.label ?? href }
    })
    return {
      id: String(mail.id ?? index),
      to: mail.to,
      subject: mail.subject,
      sentAt: mail.sentAt ?? mail.sent_at ?? '',
      text: mail.text ?? mail.body ?? '',
      links,
      attachments: (mail.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
    }
  })
}

/** GET /__mock/mailbox: the emails the mock "sent" (verification links, password resets…). */
export async function fetchMailbox(): Promise<MockMail[]> {
  const response = await mockControl('GET', 'mailbox')
  return parseMailbox(await response.json())
}

const clockSchema = () => z.object({ now: z.string(), offset_ms: z.number() })

/** GET /__mock/clock: the time the mock's bookings go by. */
export async function getMockClock(): Promise<MockClock> {
  const response = await mockControl('GET', 'clock')
  const answer = clockSchema().parse(await response.json())
  return { now: answer.now, offsetMs: answer.offset_ms }
}

/**
 * POST /__mock/clock: moves the bookings' clock ahead by hours (sessions that ended complete,
 * reminders that fell due are sent) or back to real time. Kept across reloads until a reset.
 */
export async function moveMockClock(body: { advanceHours: number } | { reset: true }): Promise<MockClock> {
  const response = await mockControl('POST', 'clock', { body })
  const answer = clockSchema().parse(await response.json())
  return { now: answer.now, offsetMs: answer.offset_ms }
}

function calendarSchema() {
  const event = z.object({
    id: z.number(),
    user_id: z.number(),
    booking_id: z.number(),
    summary: z.string(),
    start: z.string(),
    end: z.string(),
    attendees: z.array(z.string()),
    location: z.string(),
    description: z.string(),
    created_at: z.string(),
  })
  return z.object({ list: z.array(event) })
}

/** GET /__mock/calendar: the mock Google Calendar's events, soonest first. */
export async function fetchMockCalendar(): Promise<MockCalendarEvent[]> {
  const response = await mockControl('GET', 'calendar')
  return calendarSchema()
    .parse(await response.json())
    .list.map((event) => ({
      id: event.id,
      userId: event.user_id,
      bookingId: event.booking_id,
      summary: event.summary,
      start: event.start,
      end: event.end,
      attendees: event.attendees,
      location: event.location,
      description: event.description,
      createdAt: event.created_at,
    }))
}

// ---- stand-ins for third parties -------------------------------------------------------------

const captchaTokenSchema = () => z.object({ token: z.string().min(1), expires_in_ms: z.number().positive() })

/**
 * POST /__mock/captcha: what ticking the stand-in "I'm not a robot" box fetches. Google's widget
 * talks to Google, so in mock builds the mock issues the token that google-captcha then verifies.
 */
export async function requestMockCaptchaToken(): Promise<MockCaptchaToken> {
  const response = await mockControl('POST', 'captcha')
  const answer = captchaTokenSchema().parse(await response.json())
  return { token: answer.token, expiresInMs: answer.expires_in_ms }
}

function cardTokenSchema() {
  const brand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'])
  return z.object({
    id: z.string(),
    card: z.object({ brand, last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
  })
}

const CARD_PROVIDER_PATH = 'card-provider/tokens'

/**
 * POST /__mock/card-provider/tokens: the mock builds' stand-in for Stripe's token endpoint. Card
 * details in, a single-use token out; our API only ever receives the token. An answer that is not
 * a token rejects with MockControlError like a refusal.
 */
export async function requestCardProviderToken(details: CardDetails): Promise<CardToken> {
  const response = await mockControl('POST', CARD_PROVIDER_PATH, { body: details })
  const json = await readJson(response)
  const token = cardTokenSchema().safeParse(json)
  if (!token.success) throw new MockControlError(response.status, CARD_PROVIDER_PATH, json)
  return token.data
}
