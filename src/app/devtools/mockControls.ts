import { z } from 'zod'
import { apiBaseUrl, projectHeader } from '@/api/config'

/*
 * Dev-only controls of the mock backend. They are not SPEC calls, so they bypass endpoint()
 * and the catalogue; MSW answers them in the browser, the mock HTTP server answers them there.
 */

async function send(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { 'x-project': projectHeader }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  // Absolute, like axios makes its URLs: fetch outside a browser page rejects relative ones.
  const url = new URL(`${apiBaseUrl}/__mock/${path}`, window.location.href)
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  if (!response.ok) throw new Error(`The mock backend answered ${response.status} to /__mock/${path}.`)
  return response
}

/** POST /__mock/reset: back to the seed data. */
export async function resetMockData(): Promise<void> {
  await send('POST', 'reset')
}

export interface LargeCatalogue {
  /** Generated moves now loaded. */
  count: number
  /** Moves in the mock altogether: the generated ones, the seed's and any added since. */
  total: number
}

const largeCatalogueSchema = z.object({ count: z.number(), total: z.number() })

/** POST /__mock/large-catalogue {count}: replaces the generated moves (default 5,000) for performance work. */
export async function loadLargeCatalogue(count?: number): Promise<LargeCatalogue> {
  const response = await send('POST', 'large-catalogue', { body: count === undefined ? {} : { count } })
  return largeCatalogueSchema.parse(await response.json())
}

/** POST /__mock/expire-session: the token in use (sent as bearer) stops being accepted. */
export async function expireMockSession(token: string | null): Promise<void> {
  await send('POST', 'expire-session', { token })
}

export interface MockNetwork {
  /** Every API call fails as if the network were down. */
  offline: boolean
  /** Added before every API answer, to show loading states. */
  latencyMs: number
}

const networkSchema = z.object({ offline: z.boolean(), latencyMs: z.number() })

/** GET /__mock/network: the current switches (module state of the mock, so a reload resets them). */
export async function getMockNetwork(): Promise<MockNetwork> {
  const response = await send('GET', 'network')
  return networkSchema.parse(await response.json())
}

/** POST /__mock/network {offline, latencyMs}: the mock answers with the switches now in force. */
export async function setMockNetwork(next: MockNetwork): Promise<MockNetwork> {
  const response = await send('POST', 'network', { body: next })
  return networkSchema.parse(await response.json())
}

export interface MockMailLink {
  href: string
  label: string
}

export interface MockMail {
  id: string
  to: string
  subject: string
  /** ISO date-time, or '' when the mock did not say. */
  sentAt: string
  /** The plain-text body: one-time codes (mobile reset) are only there. */
  text: string
  links: MockMailLink[]
}

const linkSchema = z.union([
  z.string(),
  z.object({ href: z.string(), label: z.string().optional() }),
  z.object({ url: z.string(), label: z.string().optional() }),
])

const mailSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string().optional(),
  sent_at: z.string().optional(),
  body: z.string().optional(),
  text: z.string().optional(),
  links: z.array(linkSchema).optional(),
})

const mailboxSchema = z.union([z.array(mailSchema), z.object({ list: z.array(mailSchema) })])

const URL_IN_TEXT = /https?:\/\/[^\s"'<>)]+/g

/**
 * Reads GET /__mock/mailbox: { list } (or a bare array) of mails, newest first. Each mail: to, subject, sentAt
 * (or sent_at), and links (strings or {href,label}); without links, URLs are taken from its body.
 */
export function parseMailbox(json: unknown): MockMail[] {
  const parsed = mailboxSchema.parse(json)
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
    }
  })
}

/** GET /__mock/mailbox: the emails the mock "sent" (verification links, password resets…). */
export async function fetchMailbox(): Promise<MockMail[]> {
  const response = await send('GET', 'mailbox')
  return parseMailbox(await response.json())
}

