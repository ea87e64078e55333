import { z } from 'zod'
import {
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_KINDS,
  CHALLENGE_MAX_DAYS,
  CHALLENGE_TITLE_MAX,
} from '@/api/challenges/challengeTypes'
import { BODY_AREAS } from '@/api/moves/moveTypes'
import { daysBetween, isPlainDate } from '@/lib/time/plainDates'

/**
 * The challenge tables: `challenge` (what it asks, when, who made it) and `user_challenge` (who
 * takes part: invited, joined or declined). Progress has no column anywhere: it is computed from
 * `user_history` on every read (mocks/community/challengeProgress.ts), so nobody can type it in.
 * Friendly per-field messages for members come from mocks/community/challengeInput.ts; these
 * schemas are the last word on a row (an admin writing through the records family meets them).
 */

const id = z.number('Choose a record by its id.').int().positive()
const isoDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' })
const plainDate = z.string('Enter a date (YYYY-MM-DD).').refine(isPlainDate, 'Enter a date (YYYY-MM-DD).')
const stamps = { created_at: z.string().optional(), updated_at: z.string().optional() }

export const MAX_CHALLENGE_MOVES = 50

export const challengeSchema = z
  .object({
    id,
    title: z.string('Enter a title.').trim().min(1, 'Enter a title.').max(CHALLENGE_TITLE_MAX, `Keep the title to ${CHALLENGE_TITLE_MAX} characters or fewer.`),
    description: z.string().max(CHALLENGE_DESCRIPTION_MAX, `Keep the description to ${CHALLENGE_DESCRIPTION_MAX} characters or fewer.`).default(''),
    kind: z.enum(CHALLENGE_KINDS, 'Choose count, minutes or streak.'),
    goal: z.number('Enter the goal.').int('Enter a whole number.').min(1, 'The goal must be at least 1.'),
    start_date: plainDate,
    end_date: plainDate,
    body_area: z.enum(BODY_AREAS).nullable().default(null),
    move_ids: z.array(id).max(MAX_CHALLENGE_MOVES).default([]),
    creator_id: id,
    group_id: id.nullable().default(null),
    /** The creator's id for the create call, so a replay stores one challenge. */
    client_ref: z.string().max(100).optional(),
    ...stamps,
  })
  .superRefine((row, context) => {
    const fail = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] })
    if (row.goal > CHALLENGE_GOAL_MAX[row.kind]) fail('goal', `A ${row.kind} goal is at most ${CHALLENGE_GOAL_MAX[row.kind]}.`)
    if (!isPlainDate(row.start_date) || !isPlainDate(row.end_date)) return
    const days = daysBetween(row.start_date, row.end_date) + 1
    if (days < 1) fail('end_date', 'The end must be on or after the start.')
    else if (days > CHALLENGE_MAX_DAYS) fail('end_date', `A challenge lasts at most ${CHALLENGE_MAX_DAYS} days.`)
    else if (row.kind === 'streak' && row.goal > days) fail('goal', `A streak of ${row.goal} days needs a challenge at least that long.`)
    if (row.kind !== 'count' && (row.body_area !== null || row.move_ids.length > 0)) {
      fail(row.body_area !== null ? 'body_area' : 'move_ids', 'Only a count challenge can be limited to a body area or moves.')
    }
  })
export type ChallengeRow = z.output<typeof challengeSchema>

export const PARTICIPATION_STATUSES = ['invited', 'joined', 'declined'] as const
export type StoredParticipationStatus = (typeof PARTICIPATION_STATUSES)[number]

/** One member's place in one challenge. A group member who never answered has no row. */
export const userChallengeSchema = z.object({
  id,
  challenge_id: id,
  user_id: id,
  status: z.enum(PARTICIPATION_STATUSES, 'Choose invited, joined or declined.'),
  /** Who invited them; null for the creator and for a group member who joined on their own. */
  invited_by: id.nullable().default(null),
  invited_at: isoDate.nullable().default(null),
  joined_at: isoDate.nullable().default(null),
  /** When they declined (or left); null otherwise. */
  declined_at: isoDate.nullable().default(null),
  ...stamps,
})
export type UserChallengeRow = z.output<typeof userChallengeSchema>
