import { screenSizeOf, type AnalyticsEvent, type AnalyticsEventName } from '@/api/analytics/analyticsTypes'
import type { AnalyticsSessionRow } from './analyticsSchemas'
import type { Db } from './collections'

/*
 * Past visits for the admin's analytics screen (issue 23), dated back from the reset so the last
 * weeks always have data: visitors reading the public pages and choosing a plan, members training
 * (library, a move's page, favourites, challenges, bookings) on phones, tablets and desktops.
 * Deterministic: a fixed pseudo-random sequence, no Math.random. No snapshots are seeded (the
 * switch starts off), and nothing personal is in them: pages are route patterns, details are ids.
 */

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** A small linear congruential sequence: the same "random" visits after every reset. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const SCREENS = [
  [390, 844],
  [375, 812],
  [412, 915],
  [768, 1024],
  [820, 1180],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const

type Step = readonly [kind: 'page', path: string] | readonly [kind: 'event', name: AnalyticsEventName, detail: string]

/** What a visitor does: read the home page and the plans, maybe the FAQ and a post, sometimes choose a plan. */
const VISITOR_TRAILS: Step[][] = [
  [['page', '/'], ['page', '/plans'], ['page', '/faq']],
  [['page', '/'], ['page', '/blog'], ['page', '/blog/:slug']],
  [['page', '/'], ['page', '/plans'], ['event', 'plan chosen', 'Premium monthly'], ['page', '/user/register']],
  [['page', '/move'], ['page', '/plans']],
  [['page', '/'], ['page', '/contact-us']],
  [['page', '/blog/:slug'], ['page', '/blog'], ['page', '/blog/tag/:slug'], ['page', '/']],
]

/** What a member does: train from the library, play moves, keep favourites, check challenges and bookings. */
const MEMBER_TRAILS: Step[][] = [
  [['page', '/user/dashboard'], ['page', '/user/library'], ['page', '/user/view-moves/:id'], ['event', 'move played', 'move 3'], ['event', 'favourite', 'added move 3']],
  [['page', '/user/dashboard'], ['page', '/favorites'], ['page', '/user/view-moves/:id'], ['event', 'move played', 'move 12']],
  [['page', '/user/library'], ['page', '/user/view-moves/:id'], ['event', 'move played', 'move 7'], ['page', '/user/view-moves/:id'], ['event', 'move played', 'move 21'], ['event', 'favourite', 'added move 21']],
  [['page', '/user/dashboard'], ['page', '/user/challenges'], ['page', '/user/challenges/:id']],
  [['page', '/user/dashboard'], ['page', '/account/my-bookings'], ['page', '/account/my-bookings/:id']],
  [['page', '/plans'], ['event', 'plan chosen', 'Premium yearly'], ['page', '/payment/:id'], ['page', '/thank-you']],
  [['page', '/user/library'], ['event', 'favourite', 'removed move 5'], ['page', '/favorites']],
]

/** Seeded members (seed.ts): Maya, Jordan, Priya, Tom, Sofia. */
const MEMBER_IDS = [1, 3, 4, 5, 8] as const

export const SEED_ANALYTICS_SESSIONS = 56

const seedSessionId = (index: number) => `5eed0000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`

export function seedAnalyticsSessions(now: number): AnalyticsSessionRow[] {
  // Counted from the start of today (UTC), so two resets on the same day seed the same rows.
  const today = Math.floor(now / DAY_MS) * DAY_MS
  const random = sequence(23)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const rows: AnalyticsSessionRow[] = []
  for (let index = 0; index < SEED_ANALYTICS_SESSIONS; index += 1) {
    // More visits on recent days, none today (today's visits are the live ones).
    const daysAgo = 1 + Math.floor(random() ** 1.4 * 27)
    const start = today - daysAgo * DAY_MS + Math.floor((6 + random() * 16) * 60) * MINUTE_MS
    const member = random() < 0.55 ? pick(MEMBER_IDS) : null
    const [width, height] = member === null ? pick(SCREENS) : pick(SCREENS.slice(0, 5))
    const trail = member === null ? pick(VISITOR_TRAILS) : pick(MEMBER_TRAILS)
    let at = start
    const stamp = () => new Date(at).toISOString()
    const events: AnalyticsEvent[] = [{ seq: 1, type: 'start', name: 'start', path: trail[0]![1], at: stamp() }]
    let path = trail[0]![1]
    for (const step of trail) {
      at += Math.floor(10 + random() * 170) * 1000
      if (step[0] === 'page') {
        path = step[1]
        events.push({ seq: events.length + 1, type: 'page_view', name: path, path, at: stamp() })
      } else {
        events.push({ seq: events.length + 1, type: 'event', name: step[1], path, at: stamp(), detail: step[2] })
      }
    }
    at += Math.floor(20 + random() * 300) * 1000
    events.push({ seq: events.length + 1, type: 'end', name: 'end', path, at: stamp() })
    rows.push({
      id: index + 1,
      session_id: seedSessionId(index),
      user_id: member,
      status: 'ended',
      events,
      screen_width: width,
      screen_height: height,
      screen_size: screenSizeOf(width),
      start_time: new Date(start).toISOString(),
      end_time: stamp(),
      html_copy: '',
      html_part: 0,
      created_at: new Date(start).toISOString(),
      updated_at: stamp(),
    })
  }
  return rows
}

export async function seedAnalytics(target: Db, now: number): Promise<void> {
  for (const row of seedAnalyticsSessions(now)) await target.analytics_session.create(row)
  await target.analytics_setting.create({ id: 1, snapshots_enabled: false, updated_at: null, updated_by: null })
}
