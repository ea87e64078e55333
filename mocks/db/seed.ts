import type { Role } from '@/lib/auth/role'
import type { Db, GenericTableName } from './collections'
import { clipMedia, clipFor } from './moveMedia'
import { hashPassword } from './password'
import type { LooseRow } from './schemas'
import { seedBilling } from './seedBilling'
import { SEED_FAVOURITES, SEED_HISTORY, SEED_MOVES } from './seedMoves'
import { seedDate } from './seedTime'

/**
 * The deterministic demo data: fixed ids, fixed dates, fixed salts, no randomness, so a reset
 * always gives the same database and tests can name rows by id.
 */

export { SEED_TIME } from './seedTime'
const at = seedDate

export interface DemoAccount {
  id: number
  email: string
  password: string
  role: Role
  first_name: string
  last_name: string
  verified: boolean
}

export const DEMO_ACCOUNTS = {
  member: { id: 1, email: 'member@movetime.app', password: 'Member123!', role: 'user', first_name: 'Maya', last_name: 'Thompson', verified: true },
  admin: { id: 2, email: 'admin@movetime.app', password: 'Admin123!', role: 'admin', first_name: 'Alex', last_name: 'Morgan', verified: true },
  second: { id: 3, email: 'second@movetime.app', password: 'Member123!', role: 'user', first_name: 'Jordan', last_name: 'Lee', verified: true },
  priya: { id: 4, email: 'priya.shah@example.com', password: 'Member123!', role: 'user', first_name: 'Priya', last_name: 'Shah', verified: true },
  tom: { id: 5, email: 'tom.becker@example.com', password: 'Member123!', role: 'user', first_name: 'Tom', last_name: 'Becker', verified: true },
  unverified: { id: 6, email: 'lena.novak@example.com', password: 'Member123!', role: 'user', first_name: 'Lena', last_name: 'Novak', verified: false },
  public: { id: 7, email: 'public@movetime.app', password: 'Public123!', role: 'public', first_name: 'Riley', last_name: 'Park', verified: true },
} as const satisfies Record<string, DemoAccount>

export const DEMO_INVITE_CODE = 'MT-INVITE-DEMO'

const phones: Record<number, string> = { 1: '+1 415 555 0101', 2: '+1 415 555 0102', 3: '+1 212 555 0147', 4: '+44 20 7946 0321' }

/** The admin video library shows the shipped clips. */
const squatClip = clipMedia(clipFor('Lower body'))
const pushUpClip = clipMedia(clipFor('Upper body'))
const plankClip = clipMedia(clipFor('Core'))

const tables: Record<GenericTableName, LooseRow[]> = {
  video: [
    { id: 1, title: 'Bodyweight Squat: form guide', move_id: 1, url: squatClip.video_url, poster: squatClip.poster_url, duration_seconds: 4, status: 'published', created_at: at(0) },
    { id: 2, title: 'Push-Up: form guide', move_id: 2, url: pushUpClip.video_url, poster: pushUpClip.poster_url, duration_seconds: 4, status: 'published', created_at: at(0, 1) },
    { id: 3, title: 'Forearm Plank: form guide', move_id: 4, url: plankClip.video_url, poster: plankClip.poster_url, duration_seconds: 4, status: 'published', created_at: at(1) },
  ],
  photo: [
    { id: 1, title: 'Squat: bottom position', move_id: 1, url: '', alt: 'Athlete at the bottom of a bodyweight squat', created_at: at(0) },
    { id: 2, title: 'Plank: side view', move_id: 4, url: '', alt: 'Athlete holding a forearm plank, seen from the side', created_at: at(1) },
  ],
  group: [
    { id: 1, name: 'Morning Movers', description: 'Ten minutes before work, every weekday.', owner_id: 1, member_ids: [1, 3, 4], created_at: at(3) },
    { id: 2, name: 'Core Crew', description: 'Planks, bridges and everything in between.', owner_id: 3, member_ids: [3, 5], created_at: at(4) },
  ],
  schedule: [
    { id: 1, user_id: 1, meeting_start: at(14, 8), meeting_end: at(14, 9), meeting_details: 'Form check with coach: squats and lunges', created_at: at(10) },
    { id: 2, user_id: 3, meeting_start: at(15, 17), meeting_end: at(15, 18), meeting_details: 'Core Crew group session', created_at: at(11) },
  ],
  sms: [
    { id: 1, name: 'Session reminder', slug: 'session-reminder', body: 'MoveTime: your session starts at {{time}}. Reply STOP to opt out.', created_at: at(0) },
    { id: 2, name: 'Verification code', slug: 'verification-code', body: 'Your MoveTime code is {{code}}. It expires in 10 minutes.', created_at: at(0) },
  ],
  email: [
    { id: 1, slug: 'verify-email', subject: 'Confirm your MoveTime email', tag: 'first_name,link', body: 'Hi {{first_name}}, confirm your email to start training: {{link}}', created_at: at(0) },
    { id: 2, slug: 'reset-password', subject: 'Reset your MoveTime password', tag: 'link', body: 'Someone asked to reset your password. If it was you, open {{link}}.', created_at: at(0) },
    { id: 3, slug: 'welcome', subject: 'Welcome to MoveTime', tag: 'first_name', body: 'Welcome aboard, {{first_name}}! Your first moves are waiting.', created_at: at(0) },
  ],
  cms: [
    { id: 1, page: 'home', key: 'hero_title', type: 'text', value: 'Move a little, every day.' },
    { id: 2, page: 'home', key: 'hero_subtitle', type: 'text', value: 'Short, clear exercise videos you can follow anywhere, even offline in the gym.' },
    { id: 3, page: 'contact', key: 'support_email', type: 'text', value: 'support@movetime.app' },
    { id: 4, page: 'terms', key: 'body', type: 'markdown', value: 'By using MoveTime you agree to train within your limits and to these terms.' },
  ],
  user_info: [
    { id: 1, user_id: 1, goal: 'Build a daily habit', level: 'beginner', height_cm: 168, weight_kg: 61 },
    { id: 2, user_id: 3, goal: 'Stronger core', level: 'intermediate', height_cm: 181, weight_kg: 79 },
  ],
  user_challenge: [
    { id: 1, user_id: 1, title: '30 squats a day', move_id: 1, target_reps: 30, progress: 12, starts_at: at(7), ends_at: at(37), status: 'active' },
    { id: 2, user_id: 3, title: 'Plank minute streak', move_id: 4, target_reps: 1, progress: 5, starts_at: at(8), ends_at: at(22), status: 'active' },
  ],
  friend_request: [
    { id: 1, user_id: 1, friend_id: 3, status: 'accepted', created_at: at(4) },
    { id: 2, user_id: 4, friend_id: 1, status: 'pending', created_at: at(6) },
  ],
}

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
      created_at: at(-30 + account.id),
    })
  }

  await target.admin_invite.create({ id: 1, code: DEMO_INVITE_CODE, created_by: DEMO_ACCOUNTS.admin.id, used_by: null })

  for (const [name, rows] of Object.entries(tables) as Array<[GenericTableName, LooseRow[]]>) {
    // structuredClone so a write to a seeded row never edits the seed itself.
    for (const row of rows) await target[name].create(structuredClone(row))
  }
  for (const row of SEED_MOVES) await target.move.create(structuredClone(row))
  for (const row of SEED_FAVOURITES) await target.favourite.create(structuredClone(row))
  for (const row of SEED_HISTORY) await target.user_history.create(structuredClone(row))
  await seedBilling(target)
}
