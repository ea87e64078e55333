import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * In the mock build a page draws before its mock backend is ready (only the app's own calls wait
 * for it), so a test that calls the API with a raw fetch waits until the mock answers first.
 */
export async function waitForMockBackend(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const answer = await fetch('/__mock/health').catch(() => null)
          return answer?.ok === true && (answer.headers.get('content-type') ?? '').includes('json')
        }),
    )
    .toBe(true)
}

/** The mock HTTP server the api build talks to (npm run mock:server). */
export const MOCK_API = 'http://localhost:8787'

export interface MockMailRow {
  id: number
  to: string
  subject: string
  text: string
  links: string[]
  attachments: Array<{ filename: string; content_type: string; content: string }>
  sent_at: string
}

/** GET /__mock/mailbox on the HTTP server: newest first, with attachments (a booking's .ics). */
export async function mockMailbox(request: APIRequestContext, to?: string): Promise<MockMailRow[]> {
  const answer = await request.get(`${MOCK_API}/__mock/mailbox`)
  expect(answer.status()).toBe(200)
  const { list } = (await answer.json()) as { list: MockMailRow[] }
  return to === undefined ? list : list.filter((mail) => mail.to === to)
}

/** POST /__mock/clock: the bookings' clock moved ahead by hours (sessions complete, reminders go), or back to real time. */
export async function moveMockClock(request: APIRequestContext, body: { advanceHours: number } | { reset: true }): Promise<{ now: string; offset_ms: number }> {
  const answer = await request.post(`${MOCK_API}/__mock/clock`, { data: body })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as { now: string; offset_ms: number }
}

export interface MockCalendarRow {
  id: number
  user_id: number
  booking_id: number
  summary: string
  start: string
  end: string
}

/** GET /__mock/calendar: the mock Google Calendar's events. */
export async function mockCalendar(request: APIRequestContext): Promise<MockCalendarRow[]> {
  const answer = await request.get(`${MOCK_API}/__mock/calendar`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { list: MockCalendarRow[] }).list
}
