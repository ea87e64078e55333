import { DEFAULT_COMMUNITY_PRIVACY } from '@/api/friends/friendTypes'
import type { Db } from './collections'
import { hashPassword } from './password'
import type { NewAccount } from './schemas'
import { seedAnalytics } from './seedAnalytics'
import { seedBilling } from './seedBilling'
import { seedBlog } from './seedBlog'
import { COACHED_ACCOUNT, COACH_ACCOUNTS, seedBookings } from './seedBookings'
import { seedChallenges } from './seedChallenges'
import { COMMUNITY_PRIVACY_OF, seedCommunity } from './seedCommunity'
import { seedContact } from './seedContact'
import { seedContent } from './seedContent'
import { SEED_FAVOURITES, SEED_MOVES, seedHistory } from './seedMoves'
import { seedSpaces } from './seedSpaces'
import { seedDate } from './seedTime'

/**
 * The deterministic demo data: fixed ids, fixed dates, fixed salts, no randomness, so a reset
 * always gives the same database and tests can name rows by id.
 */

export { SEED_TIME } from './seedTime'
const at = seedDate

export type DemoAccount = NewAccount & { id: number }

export const DEMO_ACCOUNTS = {
  member: { id: 1, email: 'member@movetime.app', password: 'Member123!', role: 'user', first_name: 'Maya', last_name: 'Thompson', verified: true },
  admin: { id: 2, email: 'admin@movetime.app', password: 'Admin123!', role: 'admin', first_name: 'Alex', last_name: 'Morgan', verified: true },
  second: { id: 3, email: 'second@movetime.app', password: 'Member123!', role: 'user', first_name: 'Jordan', last_name: 'Lee', verified: true },
  priya: { id: 4, email: 'priya.shah@example.com', password: 'Member123!', role: 'user', first_name: 'Priya', last_name: 'Shah', verified: true },
  tom: { id: 5, email: 'tom.becker@example.com', password: 'Member123!', role: 'user', first_name: 'Tom', last_name: 'Becker', verified: true },
  unverified: { id: 6, email: 'lena.novak@example.com', password: 'Member123!', role: 'user', first_name: 'Lena', last_name: 'Novak', verified: false },
  public: { id: 7, email: 'public@movetime.app', password: 'Public123!', role: 'public', first_name: 'Riley', last_name: 'Park', verified: true },
  // Community (issue 20): Maya's friends and group mates (seedCommunity.ts).
  sofia: { id: 8, email: 'sofia.marquez@example.com', password: 'Member123!', role: 'user', first_name: 'Sofia', last_name: 'Marquez', verified: true },
  daniel: { id: 9, email: 'daniel.okafor@example.com', password: 'Member123!', role: 'user', first_name: 'Daniel', last_name: 'Okafor', verified: true },
  hannah: { id: 10, email: 'hannah.kim@example.com', password: 'Member123!', role: 'user', first_name: 'Hannah', last_name: 'Kim', verified: true },
  // Two members with no relation to anyone, for end-to-end tests that befriend and group them.
  amir: { id: 11, email: 'amir.haddad@example.com', password: 'Member123!', role: 'user', first_name: 'Amir', last_name: 'Haddad', verified: true },
  claire: { id: 12, email: 'claire.dubois@example.com', password: 'Member123!', role: 'user', first_name: 'Claire', last_name: 'Dubois', verified: true },
  // Bookings (issue 21): the member on the Coach plan, with sessions booked (seedBookings.ts).
  coached: COACHED_ACCOUNT,
  // Spaces (issue 22): the coaches' member accounts, their side of coach spaces (seedBookings.ts).
  graceCoach: COACH_ACCOUNTS.grace,
  marcusCoach: COACH_ACCOUNTS.marcus,
} as const satisfies Record<string, DemoAccount>

export const DEMO_INVITE_CODE = 'MT-INVITE-DEMO'

const phones: Record<number, string> = { 1: '+1 415 555 0101', 2: '+1 415 555 0102', 3: '+1 212 555 0147', 4: '+44 20 7946 0321' }

/** Writes the demo data into empty collections. */
export async function seedDb(target: Db): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await target.user.create({
      id: account.id,
      email: account.email,
      // A fixed salt per account keeps the seed byte-for-byte deterministic.
      password_hash: await hashPassword(account.password, `seed-${account.id}`),
      first_name: account.first_name,
      last_name: account.last_name,
      role: account.role,
      phone: phones[account.id] ?? '',
      photo: '',
      verified: account.verified,
      two_factor_enabled: false,
      community_privacy: COMMUNITY_PRIVACY_OF[account.id] ?? DEFAULT_COMMUNITY_PRIVACY,
      created_at: at(-30 + account.id),
    })
  }

  await target.admin_invite.create({ id: 1, code: DEMO_INVITE_CODE, created_by: DEMO_ACCOUNTS.admin.id, used_by: null })

  await seedContent(target)
  await seedCommunity(target)
  for (const row of SEED_MOVES) await target.move.create(structuredClone(row))
  for (const row of SEED_FAVOURITES) await target.favourite.create(structuredClone(row))
  // Dated back from the moment of the reset, so the dashboard's streak and recent moves never age.
  for (const row of seedHistory(Date.now())) await target.user_history.create(row)
  // Challenges are dated from the reset too, so one is always running (and its history is recent).
  await seedChallenges(target, Date.now())
  await seedBilling(target)
  // Bookings are placed from the reset too (upcoming sessions stay upcoming); after billing, whose Coach price it reads.
  await seedBookings(target, Date.now())
  // Spaces last: they name groups, friends, moves, coaches and bookings.
  await seedSpaces(target, Date.now())
  // The blog's posts are dated back from the reset (the newest always recent, the scheduled one ahead).
  await seedBlog(target, Date.now())
  await seedContact(target, Date.now())
  // Past visits for the admin's analytics screen, dated back from the reset.
  await seedAnalytics(target, Date.now())
}
