import { observeRequests } from '@/api/http'

/*
 * Test-only helpers. Features may not import mocks/, so tests reach the mock the way the developer
 * panel does: over its /__mock/* HTTP endpoints (answered by MSW in Vitest).
 */

const mockUrl = (path: string) => new URL(`/__mock/${path}`, window.location.href)

interface MailboxBody {
  list: Array<{ to: string; links: string[] }>
}

/** The token in the newest link the mock mailed to `to` whose path contains `pathPart`. */
export async function tokenFromMailbox(to: string, pathPart: string): Promise<string> {
  const response = await fetch(mockUrl('mailbox'))
  const { list } = (await response.json()) as MailboxBody
  // The mailbox lists newest first.
  const link = list
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.links)
    .find((href) => href.includes(pathPart))
  const token = link ? new URL(link, window.location.href).searchParams.get('token') : null
  if (!token) throw new Error(`No ${pathPart} link was mailed to ${to}`)
  return token
}

/** The developer panel's "Go offline" / "Go online": every API call fails as if the network were down. */
export async function setMockOffline(offline: boolean): Promise<void> {
  const response = await fetch(mockUrl('network'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offline, latencyMs: 0 }),
  })
  if (!response.ok) throw new Error(`The mock answered ${response.status} to the network switch.`)
}

/** Records the URL of every request the API client starts, until `stop()`. */
export function recordApiRequests(): { urls: string[]; stop: () => void } {
  const urls: string[] = []
  const stop = observeRequests((url) => urls.push(url))
  return { urls, stop }
}

/** The developer panel's "Move the mock clock": the bookings' clock ahead by hours, or back to real time. */
export async function moveMockClock(body: { advanceHours: number } | { reset: true }): Promise<void> {
  const response = await fetch(mockUrl('clock'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`The mock answered ${response.status} to the clock.`)
}

export interface MailWithAttachments {
  to: string
  subject: string
  text: string
  attachments: Array<{ filename: string; content_type: string; content: string }>
}

/** The mails the mock sent to `to`, newest first, with their attachments (a booking's .ics). */
export async function mailTo(to: string): Promise<MailWithAttachments[]> {
  const response = await fetch(mockUrl('mailbox'))
  const { list } = (await response.json()) as { list: MailWithAttachments[] }
  return list.filter((mail) => mail.to === to)
}

/** The mock Google Calendar's events (what "Add to Google Calendar" stored). */
export async function mockCalendarEvents(): Promise<Array<{ id: number; booking_id: number; summary: string; start: string; end: string }>> {
  const response = await fetch(mockUrl('calendar'))
  return ((await response.json()) as { list: Array<{ id: number; booking_id: number; summary: string; start: string; end: string }> }).list
}
