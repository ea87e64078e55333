import { weekdayOf } from '@/lib/time/plainCalendar'
import { addDays } from '@/lib/time/plainDates'
import { localDate } from '@/lib/time/timeZones'
import { localDateTimeToInstant } from '@/lib/time/zonedTime'
import { addMonths, iso } from '@mocks/billing/billingTime'
import type { CoachAvailabilityRow, CoachOverrideRow, CoachRow, ReviewRow } from './bookingSchemas'
import type { Db } from './collections'
import type { ScheduleRow } from './contentSchemas'
import type { PriceRow } from './paymentSchemas'
import { seedDate } from './seedTime'

/**
 * The bookings part of the demo data (issue 21): two coaches in different zones with their weekly
 * hours and an override each; the Coach plan member Elena (coached@movetime.app) with her plan,
 * one session last week waiting for a review, an older reviewed one and one upcoming; other
 * members' bookings that take some of the coming week's slots; reviews so ratings show.
 * Sessions are placed on the coaches' own local days counted from the reset (like recent history
 * in seed.ts), at times that are real slots, so "upcoming" and "last week" never age.
 */

export const SEED_COACH_IDS = { grace: 1, marcus: 2 } as const

/** The Coach plan demo member; her id follows the accounts of seed.ts. */
export const COACHED_ACCOUNT = {
  id: 13,
  email: 'coached@movetime.app',
  password: 'Member123!',
  role: 'user',
  first_name: 'Elena',
  last_name: 'Ruiz',
  verified: true,
} as const
/**
 * Each coach's member account (issue 22): the coach's side of their coach spaces. Role `user` like
 * every member; the coach row names it in `user_id`.
 */
export const COACH_ACCOUNTS = {
  grace: { id: 14, email: 'grace.bennett@movetime.app', password: 'Coach123!', role: 'user', first_name: 'Grace', last_name: 'Bennett', verified: true },
  marcus: { id: 15, email: 'marcus.rivera@movetime.app', password: 'Coach123!', role: 'user', first_name: 'Marcus', last_name: 'Rivera', verified: true },
} as const

/** The zone the seeded member bookings were made in. */
export const COACHED_TIME_ZONE = 'America/Los_Angeles'

const LONDON = 'Europe/London'
const NEW_YORK = 'America/New_York'

export const SEED_COACHES: CoachRow[] = [
  {
    id: SEED_COACH_IDS.grace,
    name: 'Grace Bennett',
    email: COACH_ACCOUNTS.grace.email,
    user_id: COACH_ACCOUNTS.grace.id,
    bio: 'Strength and mobility coach in London. Ten years of helping people squat, hinge and push with good form, at home or in the gym.',
    photo_url: null,
    time_zone: LONDON,
    session_minutes: 45,
    buffer_minutes: 15,
    active: true,
    created_at: seedDate(-90),
  },
  {
    id: SEED_COACH_IDS.marcus,
    name: 'Marcus Rivera',
    email: COACH_ACCOUNTS.marcus.email,
    user_id: COACH_ACCOUNTS.marcus.id,
    bio: 'Running and conditioning coach in New York. Short, focused check-ins on your plan, your pace and how you recover.',
    photo_url: null,
    time_zone: NEW_YORK,
    session_minutes: 30,
    buffer_minutes: 10,
    active: true,
    created_at: seedDate(-90),
  },
]

const window = (id: number, coachId: number, weekday: number, start: string, end: string): CoachAvailabilityRow => ({
  id,
  coach_id: coachId,
  weekday,
  start_time: start,
  end_time: end,
  created_at: seedDate(-90),
})

export const SEED_AVAILABILITY: CoachAvailabilityRow[] = [
  // Grace: Monday to Friday, 09:00–12:00 London time.
  ...[1, 2, 3, 4, 5].map((weekday) => window(weekday, SEED_COACH_IDS.grace, weekday, '09:00', '12:00')),
  // Marcus: Monday to Thursday 16:00–20:00 and Saturday morning, New York time.
  ...[1, 2, 3, 4].map((weekday) => window(5 + weekday, SEED_COACH_IDS.marcus, weekday, '16:00', '20:00')),
  window(10, SEED_COACH_IDS.marcus, 6, '09:00', '12:00'),
]

/** The demo members who booked; ids are seed.ts's accounts. */
const MEMBERS = { tom: 5, sofia: 8, daniel: 9, hannah: 10, elena: COACHED_ACCOUNT.id } as const

/** The nearest local date on or after `from` (`step` 1) or on or before it (`step` -1) whose weekday is one of `weekdays`. */
function nearestWeekday(from: string, weekdays: readonly number[], step: 1 | -1, skip: readonly string[] = []): string {
  let day = from
  while (!weekdays.includes(weekdayOf(day)) || skip.includes(day)) day = addDays(day, step)
  return day
}

interface Placed {
  date: string
  time: string
}

function at(coach: CoachRow, placed: Placed): { start: string; end: string } {
  const start = localDateTimeToInstant(placed.date, placed.time, coach.time_zone) as string
  return { start, end: new Date(Date.parse(start) + coach.session_minutes * 60_000).toISOString() }
}

const GRACE_DAYS = [1, 2, 3, 4, 5] as const
const MARCUS_WEEKDAYS = [1, 2, 3, 4] as const

/** Every seeded booking, review and override, placed from `now`. */
export function seedBookingRows(now: number): { schedules: ScheduleRow[]; reviews: ReviewRow[]; overrides: CoachOverrideRow[] } {
  const [grace, marcus] = SEED_COACHES as [CoachRow, CoachRow]
  const londonToday = localDate(now, LONDON)
  const newYorkToday = localDate(now, NEW_YORK)

  // Grace takes a day off in the week after next; Marcus adds a Friday morning next week.
  const graceDayOff = nearestWeekday(addDays(londonToday, 9), [3], 1)
  const marcusExtraDay = nearestWeekday(addDays(newYorkToday, 4), [5], 1)
  const overrides: CoachOverrideRow[] = [
    { id: 1, coach_id: grace.id, date: graceDayOff, kind: 'off', start_time: null, end_time: null, note: 'Training course', created_at: seedDate(-30) },
    { id: 2, coach_id: marcus.id, date: marcusExtraDay, kind: 'extra', start_time: '09:00', end_time: '11:00', note: 'Extra morning before the race weekend', created_at: seedDate(-30) },
  ]

  const schedules: ScheduleRow[] = []
  const book = (memberId: number, coach: CoachRow, placed: Placed, status: ScheduleRow['status'], note: string, madeDaysBefore = 5) => {
    const { start, end } = at(coach, placed)
    const made = new Date(Date.parse(start) - madeDaysBefore * 86_400_000).toISOString()
    const past = Date.parse(end) <= now
    schedules.push({
      id: schedules.length + 1,
      user_id: memberId,
      coach_id: coach.id,
      meeting_start: start,
      meeting_end: end,
      meeting_details: note,
      status,
      revision: 0,
      member_time_zone: memberId === MEMBERS.elena ? COACHED_TIME_ZONE : coach.time_zone,
      coach_time_zone: coach.time_zone,
      cancelled_at: null,
      // The reminders of past sessions went out the day before.
      reminder_sent_at: past ? new Date(Date.parse(start) - 24 * 3_600_000).toISOString() : null,
      created_at: made,
      updated_at: made,
    })
    return schedules.length
  }

  // Elena: a reviewed session five weeks ago, one last week waiting for her review, one coming up.
  const elenaReviewed = book(MEMBERS.elena, grace, { date: nearestWeekday(addDays(londonToday, -35), GRACE_DAYS, -1), time: '10:00' }, 'completed', 'Squat depth and knee tracking')
  book(MEMBERS.elena, grace, { date: nearestWeekday(addDays(londonToday, -7), GRACE_DAYS, -1), time: '09:00' }, 'completed', 'Follow-up: hip hinge and deadlift set-up')
  // Others took some of the coming week's slots (two days ahead or later, so no reminder is due at reset).
  const graceBusyDay = nearestWeekday(addDays(londonToday, 2), GRACE_DAYS, 1, [graceDayOff])
  book(MEMBERS.elena, grace, { date: nearestWeekday(addDays(londonToday, 3), GRACE_DAYS, 1, [graceDayOff, graceBusyDay]), time: '10:00' }, 'booked', 'Progress check on my squat, and a plan for the next month')
  book(MEMBERS.tom, grace, { date: graceBusyDay, time: '09:00' }, 'booked', 'Shoulder mobility')
  book(MEMBERS.sofia, grace, { date: graceBusyDay, time: '11:00' }, 'booked', 'Push-up progressions')
  const marcusBusyDay = nearestWeekday(addDays(newYorkToday, 2), MARCUS_WEEKDAYS, 1)
  book(MEMBERS.daniel, marcus, { date: marcusBusyDay, time: '16:00' }, 'booked', 'Half-marathon plan')
  book(MEMBERS.sofia, marcus, { date: marcusBusyDay, time: '17:20' }, 'booked', 'Easy-run pacing')

  // Past sessions with reviews, so both coaches show a rating.
  const tomGrace = book(MEMBERS.tom, grace, { date: nearestWeekday(addDays(londonToday, -14), GRACE_DAYS, -1), time: '09:00' }, 'completed', 'Overhead press form')
  const sofiaGrace = book(MEMBERS.sofia, grace, { date: nearestWeekday(addDays(londonToday, -21), GRACE_DAYS, -1), time: '10:00' }, 'completed', 'Lunges without knee pain')
  const danielMarcus = book(MEMBERS.daniel, marcus, { date: nearestWeekday(addDays(newYorkToday, -10), MARCUS_WEEKDAYS, -1), time: '16:00' }, 'completed', 'First 10K')
  const tomMarcus = book(MEMBERS.tom, marcus, { date: nearestWeekday(addDays(newYorkToday, -16), MARCUS_WEEKDAYS, -1), time: '18:00' }, 'completed', 'Cadence')
  const hannahMarcus = book(MEMBERS.hannah, marcus, { date: nearestWeekday(addDays(newYorkToday, -18), MARCUS_WEEKDAYS, -1), time: '16:40' }, 'completed', 'Intervals')
  // A late cancel last month and a free cancel, so every status has an example.
  book(MEMBERS.daniel, marcus, { date: nearestWeekday(addDays(newYorkToday, -25), MARCUS_WEEKDAYS, -1), time: '17:20' }, 'late-cancelled', 'Hill repeats')
  book(MEMBERS.tom, grace, { date: nearestWeekday(addDays(londonToday, -28), GRACE_DAYS, -1), time: '11:00' }, 'cancelled', 'Wrist pain in planks')
  for (const row of schedules) {
    if (row.status === 'late-cancelled') row.cancelled_at = new Date(Date.parse(row.meeting_start) - 3 * 3_600_000).toISOString()
    if (row.status === 'cancelled') row.cancelled_at = new Date(Date.parse(row.meeting_start) - 3 * 86_400_000).toISOString()
    if (row.cancelled_at) {
      row.revision = 1
      row.updated_at = row.cancelled_at
      row.reminder_sent_at = row.status === 'late-cancelled' ? row.reminder_sent_at : null
    }
  }

  const review = (id: number, bookingId: number, rating: number, text: string, hiddenReason: string | null = null): ReviewRow => {
    const booking = schedules[bookingId - 1] as ScheduleRow
    const written = new Date(Date.parse(booking.meeting_end) + 26 * 3_600_000).toISOString()
    return {
      id,
      booking_id: booking.id,
      user_id: booking.user_id,
      coach_id: booking.coach_id,
      rating,
      text,
      hidden: hiddenReason !== null,
      hidden_reason: hiddenReason,
      created_at: written,
      updated_at: written,
    }
  }
  const reviews: ReviewRow[] = [
    review(1, elenaReviewed, 5, 'Grace spotted in two minutes what I had been doing wrong for a year. Clear cues and a plan I could follow.'),
    review(2, tomGrace, 5, 'Patient and precise. My press feels solid now.'),
    review(3, sofiaGrace, 4, 'Very helpful; I would have liked a written summary afterwards.'),
    review(4, danielMarcus, 5, 'Exactly the plan I needed for my first 10K.'),
    review(5, tomMarcus, 4, 'Good tips on cadence, a little rushed at the end.'),
    review(6, hannahMarcus, 1, 'Total waste of time, this guy is a clown.', 'Insults the coach; the rating stays visible to its author only.'),
  ]
  return { schedules, reviews, overrides }
}

/**
 * Elena's Coach plan: monthly, started about six and a half weeks ago, renewed once, the second
 * month running now. Its invoices fall between the billing seed's, never on the same day.
 */
async function seedCoachPlan(target: Db, now: number): Promise<void> {
  const day = new Date(now)
  const today = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9))
  const start = addMonths(new Date(today.getTime() - 16 * 86_400_000), -1)
  const price = target.price.findFirst((q) => q.where({ nickname: 'Coach monthly' })) as PriceRow
  const customerId = target.customer.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
  const cardId = target.card.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
  const subscriptionId = target.subscription.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
  const name = `${COACHED_ACCOUNT.first_name} ${COACHED_ACCOUNT.last_name}`
  await target.customer.create({ id: customerId, stripe_id: 'cus_MTelena0000000000000003', user_id: COACHED_ACCOUNT.id, email: COACHED_ACCOUNT.email, name, default_card_id: cardId, created_at: iso(start) })
  await target.card.create({
    id: cardId,
    stripe_id: `card_MTseed${String(cardId).padStart(12, '0')}`,
    customer_id: customerId,
    user_id: COACHED_ACCOUNT.id,
    brand: 'visa',
    last4: '4242',
    exp_month: 6,
    exp_year: today.getUTCFullYear() + 3,
    behaviour: 'succeed',
    created_at: iso(start),
  })
  const periodStart = addMonths(start, 1)
  await target.subscription.create({
    id: subscriptionId,
    stripe_id: `sub_MTseed${String(subscriptionId).padStart(13, '0')}`,
    user_id: COACHED_ACCOUNT.id,
    customer_id: customerId,
    price_id: price.id,
    status: 'active',
    cancel_at_period_end: false,
    billing_anchor: iso(start),
    current_period_start: iso(periodStart),
    current_period_end: iso(addMonths(periodStart, 1)),
    canceled_at: null,
    ended_at: null,
    credit_balance: 0,
    created_at: iso(start),
  })

  for (const month of [0, 1]) {
    const paidAt = addMonths(start, month)
    const at = iso(paidAt)
    const year = paidAt.getUTCFullYear()
    const prefix = `MT-${year}-`
    const sequence = target.invoice.all().reduce((max, row) => (row.number.startsWith(prefix) ? Math.max(max, Number(row.number.slice(prefix.length)) || 0) : max), 0) + 1
    const invoiceId = target.invoice.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
    const chargeId = target.charge.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
    const orderId = target.order.all().reduce((max, row) => Math.max(max, row.id), 0) + 1
    await target.invoice.create({
      id: invoiceId,
      number: `${prefix}${String(sequence).padStart(4, '0')}`,
      user_id: COACHED_ACCOUNT.id,
      customer_id: customerId,
      customer_name: name,
      customer_email: COACHED_ACCOUNT.email,
      subscription_id: subscriptionId,
      charge_id: chargeId,
      status: 'paid',
      currency: 'usd',
      lines: [{ description: 'MoveTime Coach · Monthly', quantity: 1, unit_amount: price.amount, amount: price.amount }],
      subtotal: price.amount,
      amount_due: price.amount,
      amount_paid: price.amount,
      amount_refunded: 0,
      card_brand: 'visa',
      card_last4: '4242',
      period_start: at,
      period_end: iso(addMonths(paidAt, 1)),
      created_at: at,
      paid_at: at,
    })
    await target.charge.create({
      id: chargeId,
      stripe_id: `ch_MTseed${String(chargeId).padStart(14, '0')}`,
      user_id: COACHED_ACCOUNT.id,
      invoice_id: invoiceId,
      card_id: cardId,
      amount: price.amount,
      amount_refunded: 0,
      currency: 'usd',
      status: 'succeeded',
      card_brand: 'visa',
      card_last4: '4242',
      failure_message: null,
      created_at: at,
    })
    await target.order.create({ id: orderId, user_id: COACHED_ACCOUNT.id, price_id: price.id, product_name: 'MoveTime Coach', invoice_id: invoiceId, amount: price.amount, currency: 'usd', status: 'paid', created_at: at })
  }
}

/** Runs after seedBilling (it reads the Coach price) and after the accounts are written. */
export async function seedBookings(target: Db, now: number = Date.now()): Promise<void> {
  for (const row of SEED_COACHES) await target.coach.create(structuredClone(row))
  for (const row of SEED_AVAILABILITY) await target.coach_availability.create(structuredClone(row))
  const { schedules, reviews, overrides } = seedBookingRows(now)
  for (const row of overrides) await target.coach_override.create(row)
  for (const row of schedules) await target.schedule.create(row)
  for (const row of reviews) await target.review.create(row)
  await seedCoachPlan(target, now)
}
