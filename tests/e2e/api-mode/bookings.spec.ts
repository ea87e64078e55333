import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { Booking } from '@/api/bookings/bookingTypes'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { MOCK_API, mockMailbox, moveMockClock } from '../support/mockBackend'
import { fillSignIn } from '../support/signIn'

/*
 * A Coach plan member books a session with a coach in London from a browser in another zone,
 * against the api build and the mock server over real HTTP: she sees it at her own local time,
 * takes the calendar file, moves it and cancels it, while another member sees the time taken.
 * The mock's clock then moves past her next session, she reviews it and the admin sees the review.
 */

const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')
const ELENA = 'coached@movetime.app'
const GRACE = 'Grace Bennett'

async function signedIn(browser: Browser, who: 'coached' | 'member' | 'admin', timezoneId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(who === 'admin' ? '/admin/login' : '/user/login')
  await fillSignIn(page, who)
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/user\/dashboard$/)
  return { context, page }
}

/** Calls the mock API as the member signed in on `page`. */
async function asMember<T>(request: APIRequestContext, page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const answer = await request.fetch(`${MOCK_API}${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT_HEADER },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as T
}

const readBooking = async (request: APIRequestContext, page: Page, id: number) =>
  (await asMember<{ booking: Booking }>(request, page, 'GET', `/v3/api/custom/movetime/schedules/${id}`)).booking

/** "09:00" as a clock in `zone` shows the instant: the app's 24-hour wording. */
const clockIn = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(instant))
/** YYYY-MM-DD of the instant in `zone`. */
const dayIn = (instant: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant))

/** The first free day from the 8th of the month shown, then its first free time; returns the time button's name. */
async function pickDayAndTime(page: Page): Promise<string> {
  const freeDays = page.locator('button[data-date]:not([disabled])')
  await expect(freeDays.first()).toBeVisible()
  const days = await freeDays.evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.date ?? ''))
  const day = days.find((date) => Number(date.slice(8)) >= 8) ?? days[0]
  await page.locator(`button[data-date="${day}"]`).click()
  const time = page.locator('.slot-times button').first()
  await expect(time).toBeVisible()
  const name = (await time.getAttribute('aria-label')) ?? ''
  await time.click()
  return name
}

test.use({ actionTimeout: 15_000 })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

for (const timezoneId of ['America/Los_Angeles', 'Asia/Kolkata']) {
  test(`a Coach member in ${timezoneId} books, moves and cancels a session with a London coach; a later session is reviewed and the admin sees it`, async ({ browser, request }) => {
    test.slow() // two members book, move, cancel and review; then an admin looks
    const elena = await signedIn(browser, 'coached', timezoneId)
    const { page } = elena
    const mailBefore = (await mockMailbox(request, ELENA)).length

    // Book: Grace, next month (this month may already hold both of Elena's sessions), a day, a time.
    await page.goto('/account/my-bookings/new')
    await page.getByRole('link', { name: `Choose ${GRACE}` }).click()
    await page.getByRole('button', { name: 'Next month' }).click()
    const takenName = await pickDayAndTime(page)
    await page.getByLabel('What would you like to work on? (optional)').fill('Squat depth and knee tracking')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page).toHaveURL(/\/account\/my-bookings\/\d+$/)
    const id = Number(page.url().split('/').pop())
    const booked = await readBooking(request, page, id)
    expect(booked.status).toBe('booked')
    expect(booked.member_time_zone).toBe(timezoneId)

    // The booking page and the month view show the session at Elena's own clock, London's beside it.
    await expect(page.getByRole('main')).toContainText(clockIn(booked.start, timezoneId))
    await expect(page.getByRole('main')).toContainText(clockIn(booked.start, 'Europe/London'))
    await expect(page.getByRole('main')).toContainText('Squat depth and knee tracking')
    await page.goto(`/account/my-bookings?month=${dayIn(booked.start, timezoneId).slice(0, 7)}`)
    const entry = page.locator(`main a[href="/account/my-bookings/${id}"]`).first()
    await expect(entry).toBeVisible()
    await expect(entry).toContainText(clockIn(booked.start, timezoneId))
    await expectNoSeriousA11yViolations(page)

    // Another Coach member sees that time taken while it is booked, and the times beside it free.
    const maya = await signedIn(browser, 'member', timezoneId)
    await asMember(request, maya.page, 'PUT', '/v2/api/lambda/stripe/customer/subscription', { price_id: 3, idempotency_key: `e2e-coach-${timezoneId}` })
    const bookedDay = dayIn(booked.start, timezoneId)
    await maya.page.goto(`/account/my-bookings/new?coach=${booked.coach.id}&month=${bookedDay.slice(0, 7)}&date=${bookedDay}`)
    await expect(maya.page.locator('.slot-times button').first()).toBeVisible()
    await expect(maya.page.getByRole('button', { name: takenName, exact: true })).toHaveCount(0)
    await maya.context.close()

    // The calendar file: the booking's own UID, its zone's VTIMEZONE.
    await page.goto(`/account/my-bookings/${id}`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const ics = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
    expect(ics).toContain(`UID:booking-${id}@movetime.app`)
    expect(ics).toContain('BEGIN:VTIMEZONE')
    expect(ics).toMatch(/\r\n/)

    // Reschedule to another free time; the revision goes up and the start changes.
    await page.getByRole('button', { name: 'Reschedule' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reschedule' })
    await expect(dialog.locator('.slot-times button').first()).toBeVisible()
    await dialog.locator('.slot-times button').first().click()
    await dialog.getByRole('button', { name: /^Move to / }).click()
    await expect(dialog).toBeHidden()
    const moved = await readBooking(request, page, id)
    expect(moved.revision).toBeGreaterThan(booked.revision)
    expect(moved.start).not.toBe(booked.start)
    await expect(page.getByRole('main')).toContainText(clockIn(moved.start, timezoneId))

    // Cancel, more than 12 hours ahead: free.
    await page.getByRole('button', { name: 'Cancel session' }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel this session?' })
    await confirm.getByRole('button', { name: 'Cancel session' }).click()
    await expect(confirm).toBeHidden()
    await expect.poll(async () => (await readBooking(request, page, id)).status).toBe('cancelled')

    // The Mailbox holds the three emails, each with the calendar file of one UID.
    const mailbox = await mockMailbox(request, ELENA)
    const mails = mailbox.slice(0, mailbox.length - mailBefore)
    const subjects = mails.map((mail) => mail.subject).sort()
    expect(subjects).toEqual(['Your coaching session has moved', 'Your coaching session is booked', 'Your coaching session is cancelled'])
    for (const mail of mails) expect(mail.attachments[0]?.content).toContain(`UID:booking-${id}@movetime.app`)
    expect(mails.find((mail) => mail.subject.endsWith('cancelled'))?.attachments[0]?.content).toContain('METHOD:CANCEL')

    // The seeded session from last week gets its review first, so one waits after the clock moves.
    const before = await asMember<{ waiting: Booking[] }>(request, page, 'GET', '/v3/api/custom/movetime/reviews')
    for (const waiting of before.waiting) {
      await asMember(request, page, 'POST', '/v3/api/custom/movetime/reviews', { bookingId: waiting.id, rating: 4, text: '' })
    }
    const now = Date.now()
    const month = await asMember<{ bookings: Booking[] }>(request, page, 'POST', '/v3/api/custom/movetime/scheduling/tz-month-schedules', {
      rangeStart: new Date(now).toISOString(),
      rangeEnd: new Date(now + 14 * 86_400_000).toISOString(),
      userId: await page.evaluate(() => Number(localStorage.getItem('user'))),
      tz: timezoneId,
    })
    const upcoming = month.bookings.find((booking) => booking.status === 'booked')
    expect(upcoming, 'the seed gives Elena a session in the coming days').toBeDefined()
    const hoursPast = Math.ceil((Date.parse(upcoming!.end) - now) / 3_600_000) + 1
    await moveMockClock(request, { advanceHours: hoursPast })

    // Her session is over: she rates it on the reviews page.
    await page.goto('/account/reviews')
    const card = page.getByRole('article', { name: `Your session with ${upcoming!.coach.name}` })
    await expect(card).toHaveCount(1)
    // The stars are the radios' labels: a person taps the fifth star.
    await card.locator('label', { hasText: '5 stars' }).click()
    await expect(card.getByRole('radio', { name: '5 stars' })).toBeChecked()
    const review = `Clear cues from ${timezoneId}: my squat finally feels right.`
    await card.getByLabel('Your review (optional)').fill(review)
    await card.getByRole('button', { name: 'Send review' }).click()
    await expect(page.getByRole('main')).toContainText(review)
    // The confirmation is part of what she sees, so the page is checked with it in.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you: your review is saved.' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The admin sees the review on the booking's view page.
    const admin = await signedIn(browser, 'admin', timezoneId)
    await admin.page.goto(`/admin/view-schedule/${upcoming!.id}`)
    await expect(admin.page.getByRole('main')).toContainText(review)
    await admin.context.close()
    await elena.context.close()
  })
}

test('on a 375 px phone the booking pages fit the screen and pass axe, the month grid included', async ({ browser }) => {
  test.slow() // every booking page, each checked by axe
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'America/Los_Angeles', isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/user/login')
  await fillSignIn(page, 'coached')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await page.goto('/account/my-bookings?view=list')
  const upcoming = page.locator('main a[href^="/account/my-bookings/"]:not([href$="/new"])').first()
  await expect(upcoming).toBeVisible()
  const bookingPath = (await upcoming.getAttribute('href')) ?? ''
  const pages = ['/account/my-bookings', '/account/my-bookings?view=list', bookingPath, `/account/my-bookings/new?coach=1`, '/account/reviews']
  for (const path of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations(page)
  }
  await context.close()
})
