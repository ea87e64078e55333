import type { Db } from './collections'
import type {
  CmsRow,
  EmailRow,
  PhotoRow,
  SmsRow,
  UserInfoRow,
  VideoRow,
} from './contentSchemas'
import { CLIP_SECONDS } from './moveMedia'
import { SEED_MOVE_IDS, SEED_MOVES } from './seedMoves'
import { seedDate as at } from './seedTime'
import { SEED_SITE_CMS } from './seedSiteCms'

/**
 * The content tables' demo rows: fixed ids and dates like the rest of the seed (schedules are
 * bookings now, seeded with the coaches by seedBookings.ts). Members are the
 * demo accounts of seed.ts (1 Maya, 3 Jordan, 4 Priya, 5 Tom, 6 Lena; 2 is the admin); moves are
 * the seeded catalogue's first ids. Media links point at the clips and posters in public/media.
 * The counts stay small on purpose (tests name rows by id); "Load large admin data" adds volume.
 */

/** The seeded move's own clip and poster, so a form guide shows the move it names. */
function mediaOfMove(id: number): { video_url: string; poster_url: string } {
  const move = SEED_MOVES.find((row) => row.id === id)
  if (!move) throw new Error(`The seed has no move ${id}.`)
  return { video_url: move.video_url, poster_url: move.poster_url }
}

const squat = mediaOfMove(SEED_MOVE_IDS.bodyweightSquat)
const pushUp = mediaOfMove(SEED_MOVE_IDS.pushUp)
const plank = mediaOfMove(SEED_MOVE_IDS.plank)

export const SEED_VIDEOS: VideoRow[] = [
  { id: 1, title: 'Bodyweight Squat: form guide', description: 'Feet shoulder-width apart, sit back and drive up through the heels.', move_id: 1, url: squat.video_url, poster: squat.poster_url, duration_seconds: CLIP_SECONDS, status: 'published', created_at: at(0) },
  { id: 2, title: 'Push-Up: form guide', description: 'Hands under shoulders, body in one line from head to heels.', move_id: 2, url: pushUp.video_url, poster: pushUp.poster_url, duration_seconds: CLIP_SECONDS, status: 'published', created_at: at(0, 1) },
  { id: 3, title: 'Plank: form guide', description: 'Elbows under shoulders; squeeze the glutes and breathe.', move_id: 4, url: plank.video_url, poster: plank.poster_url, duration_seconds: CLIP_SECONDS, status: 'published', created_at: at(1) },
]

export const SEED_PHOTOS: PhotoRow[] = [
  { id: 1, title: 'Squat: start position', move_id: 1, url: squat.poster_url, alt: 'Athlete standing tall at the start of a bodyweight squat, feet shoulder-width apart', created_at: at(0) },
  { id: 2, title: 'Push-up: top position', move_id: 2, url: pushUp.poster_url, alt: 'Athlete at the top of a push-up, arms straight, body in one line', created_at: at(0, 2) },
]

export const SEED_SMS: SmsRow[] = [
  { id: 1, name: 'Session reminder', body: 'MoveTime: hi {{first_name}}, your session starts at {{time}}. Reply STOP to opt out.', created_at: at(0) },
  { id: 2, name: 'Verification code', body: 'Your MoveTime code is {{code}}. It expires in 10 minutes.', created_at: at(0) },
]

export const SEED_EMAILS: EmailRow[] = [
  { id: 1, name: 'Verify email', subject: 'Confirm your MoveTime email', body: '<p>Hi {{first_name}},</p><p>Confirm your email to start training: <a href="{{link}}">confirm my email</a>.</p>', created_at: at(0) },
  { id: 2, name: 'Reset password', subject: 'Reset your MoveTime password', body: '<p>Someone asked to reset your password. If it was you, <a href="{{link}}">choose a new one</a>.</p><p>If not, ignore this email.</p>', created_at: at(0) },
  { id: 3, name: 'Welcome', subject: 'Welcome to MoveTime, {{first_name}}', body: '<h1>Welcome aboard, {{first_name}}!</h1><p>Your first moves are waiting in your library.</p>', created_at: at(0) },
]

/** The public pages' text (seedSiteCms.ts): every entry the home, terms, privacy, FAQ and contact pages read. */
export const SEED_CMS: CmsRow[] = SEED_SITE_CMS

export const SEED_USER_INFO: UserInfoRow[] = [
  { id: 1, user_id: 1, goal: 'Build a daily habit', level: 'beginner', height_cm: 168, weight_kg: 61, created_at: at(-29) },
  { id: 2, user_id: 3, goal: 'Stronger core', level: 'intermediate', height_cm: 181, weight_kg: 79, created_at: at(-27) },
]

/** Writes the content tables' demo rows into empty collections. */
export async function seedContent(target: Db): Promise<void> {
  // structuredClone so a write to a seeded row never edits the seed itself.
  for (const row of SEED_VIDEOS) await target.video.create(structuredClone(row))
  for (const row of SEED_PHOTOS) await target.photo.create(structuredClone(row))
  for (const row of SEED_SMS) await target.sms.create(structuredClone(row))
  for (const row of SEED_EMAILS) await target.email.create(structuredClone(row))
  for (const row of SEED_CMS) await target.cms.create(structuredClone(row))
  for (const row of SEED_USER_INFO) await target.user_info.create(structuredClone(row))
}
