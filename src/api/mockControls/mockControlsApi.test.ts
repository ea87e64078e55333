import { afterEach, describe, it, expect } from 'vitest'
import { handlers } from '@mocks/allHandlers'
import { inPageFetch } from '@mocks/inPageFetch'
import { sendCallsThrough } from '../http'
import { fetchMockCalendar, getMockClock, loadLargeCatalogue, moveMockClock, parseMailbox } from './mockControlsApi'

describe('parseMailbox', () => {
  it('reads the mock mail rows (links as strings, sent_at)', () => {
    expect(
      parseMailbox([
        { id: 4, to: 'a@b.c', subject: 'Reset', text: 'Or enter this code in the app: 123456', links: ['http://x/reset?token=1'], sent_at: '2025-01-01T00:00:00Z' },
      ]),
    ).toEqual([
      {
        id: '4',
        to: 'a@b.c',
        subject: 'Reset',
        sentAt: '2025-01-01T00:00:00Z',
        text: 'Or enter this code in the app: 123456',
        links: [{ href: 'http://x/reset?token=1', label: 'http://x/reset?token=1' }],
        attachments: [],
      },
    ])
  })

  it('reads attachments (a booking’s calendar file)', () => {
    const [mail] = parseMailbox({ list: [{ to: 'a@b.c', subject: 'Booked', text: '', attachments: [{ filename: 'session.ics', content_type: 'text/calendar;charset=utf-8', content: 'BEGIN:VCALENDAR' }] }] })
    expect(mail?.attachments).toEqual([{ filename: 'session.ics', contentType: 'text/calendar;charset=utf-8', content: 'BEGIN:VCALENDAR' }])
  })

  it('accepts { list } with labelled links, and finds links in the body when none are listed', () => {
    const [labelled, fromBody] = parseMailbox({
      list: [
        { to: 'a@b.c', subject: 'One', sentAt: '', links: [{ href: 'http://x/1', label: 'Verify' }] },
        { to: 'a@b.c', subject: 'Two', body: 'Go to http://x/2?token=z now.' },
      ],
    })
    expect(labelled?.links).toEqual([{ href: 'http://x/1', label: 'Verify' }])
    expect(fromBody?.links).toEqual([{ href: 'http://x/2?token=z', label: 'http://x/2?token=z' }])
  })

  it('rejects an answer that is not a mailbox', () => {
    expect(() => parseMailbox('<html>')).toThrow()
  })
})

describe('loadLargeCatalogue', () => {
  // Against the mock backend the test setup runs (msw/node), as the panel does in the browser.
  it('asks the mock for generated moves and reads back the counts', async () => {
    const first = await loadLargeCatalogue(30)
    expect(first.count).toBe(30)
    const again = await loadLargeCatalogue(10)
    expect(again).toEqual({ count: 10, total: first.total - 20 })
  })

  it('reports a refusal as an error', async () => {
    await expect(loadLargeCatalogue(-1)).rejects.toThrow('The mock backend answered 400 to /__mock/large-catalogue.')
  })
})

describe('developer controls before the mock worker intercepts', () => {
  afterEach(() => sendCallsThrough(Promise.resolve(undefined)))

  it('are answered in the page, by the same handlers', async () => {
    const answered: string[] = []
    const answerInPage = inPageFetch(handlers)
    sendCallsThrough(
      Promise.resolve({
        inPageFetch: () => (request: Request) => {
          answered.push(`${request.method} ${new URL(request.url).pathname}`)
          return answerInPage(request)
        },
      }),
    )
    expect(await loadLargeCatalogue(5)).toMatchObject({ count: 5 })
    expect(answered).toEqual(['POST /__mock/large-catalogue'])
  })
})

describe('the bookings clock and calendar', () => {
  it('moves the mock clock ahead, reads it back and resets it', async () => {
    expect((await getMockClock()).offsetMs).toBe(0)
    const moved = await moveMockClock({ advanceHours: 25 })
    expect(moved.offsetMs).toBe(25 * 3_600_000)
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(24 * 3_600_000)
    expect((await getMockClock()).offsetMs).toBe(25 * 3_600_000)
    expect((await moveMockClock({ reset: true })).offsetMs).toBe(0)
  })

  it('lists the mock calendar (empty after a reset)', async () => {
    expect(await fetchMockCalendar()).toEqual([])
  })
})
