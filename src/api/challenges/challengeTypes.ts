/**
 * Shapes of the challenges family (docs/product.md §7: challenge-get, challenge POST,
 * challenge/track, challenge/details/{id}, challenge/invitation/{id}, and our extension to edit a
 * challenge before it starts). Shared by the client and the mock.
 *
 * Progress is never sent by the client: the server computes it from the member's move history.
 */
import type { BodyArea } from '../moves/moveTypes'
import type { MemberCard } from '../friends/friendTypes'

/**
 * count: watch N moves to the end (optionally only from a body area or a list of moves);
 * minutes: N minutes of moves watched; streak: at least one move on N days in a row.
 */
export const CHALLENGE_KINDS = ['count', 'minutes', 'streak'] as const
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number]

export const CHALLENGE_TITLE_MAX = 80
export const CHALLENGE_DESCRIPTION_MAX = 500
/** Upper bounds of a goal, per kind: beyond these a challenge is a typo, not a plan. */
export const CHALLENGE_GOAL_MAX: Record<ChallengeKind, number> = { count: 1000, minutes: 10000, streak: 365 }
export const CHALLENGE_MAX_DAYS = 366
/** History written offline counts at the time it happened if it reaches the server within this. */
export const LATE_HISTORY_HOURS = 48

export type ChallengeStatus = 'upcoming' | 'active' | 'finished'
/** invited: asked, not answered; joined; declined; none: not invited (a group member who may still join). */
export type ParticipationStatus = 'invited' | 'joined' | 'declined' | 'none'

export interface ChallengeProgress {
  score: number
  completed: boolean
  /** When the score reached its current value (ties go to the earlier). */
  reached_at: string | null
}

export interface ChallengeSummary {
  id: number
  title: string
  description: string
  kind: ChallengeKind
  goal: number
  /** Calendar dates (YYYY-MM-DD), inclusive; each member's day is their own local day. */
  start_date: string
  end_date: string
  /** count only: restrict to moves of this body area. */
  body_area: BodyArea | null
  /** count only: restrict to these moves (empty: every move counts). */
  move_ids: number[]
  creator: MemberCard
  /** The group it was made for, if any. */
  group_id: number | null
  status: ChallengeStatus
  participant_count: number
  my_status: ParticipationStatus
  /** null unless I joined. */
  my_progress: ChallengeProgress | null
  /**
   * My place on the leaderboard, when the server says it (optional: the list is cheaper without
   * it, and the challenge page's leaderboard always has it). The list's cards show it when present.
   */
  my_rank?: number | null
  /**
   * Set on the device only, never by the server: this join or decline was made on this device and
   * waits in the outbox (`my_status` already shows it). Say it is sent when the member is back online.
   */
  queued?: boolean
}

export interface LeaderboardEntry {
  rank: number
  member: MemberCard
  score: number
  completed: boolean
  reached_at: string | null
  /** The member's privacy hides their detail from this viewer: first name and score only. */
  restricted: boolean
  /** The last move that counted, when the viewer may see it. */
  last_activity: { move_title: string; watched_at: string } | null
}

export interface ChallengeDetails {
  challenge: ChallengeSummary
  leaderboard: LeaderboardEntry[]
  /** Invited, not joined yet. */
  not_joined: MemberCard[]
  /** Whole days left including today in the viewer's zone; 0 once finished. */
  days_left: number
  /** The rules as published on the challenge page. */
  rules: string[]
}

/** GET challenge-get: challenges I joined, made, or was invited to (and those of my groups). */
export interface ChallengesResponse {
  error: false
  list: ChallengeSummary[]
}

/** GET challenge/details/{id}?tz=: participants, invitees, the creator and group members only. */
export interface ChallengeDetailsResponse {
  error: false
  model: ChallengeDetails
}

export interface ChallengeInput {
  title: string
  description: string
  kind: ChallengeKind
  goal: number
  start_date: string
  end_date: string
  body_area: BodyArea | null
  move_ids: number[]
  group_id: number | null
}

/** POST challenge: the creator joins it at once; `client_ref` makes a replay store one challenge. */
export type CreateChallengeBody = ChallengeInput & { client_ref: string }

/** PUT challenge/{id}: the creator edits it; its goal, kind and dates are frozen once it starts. */
export type UpdateChallengeBody = Partial<ChallengeInput>

export interface ChallengeResponse {
  error: false
  model: ChallengeSummary
}

/**
 * POST challenge/track: one of the member's own progress events. `join` and `decline` answer an
 * invitation (or join a group's challenge); `refresh` asks the server to recount from history now.
 * Another member's `user_id` is refused with 403. Repeating an event is harmless.
 */
export const TRACK_EVENTS = ['join', 'decline', 'refresh'] as const
export type TrackEvent = (typeof TRACK_EVENTS)[number]

export interface TrackChallengeBody {
  challenge_id: number
  user_id: number
  event: TrackEvent
}

/** POST challenge/invitation/{id}: the creator or any participant invites friends or a whole group. */
export interface InviteToChallengeBody {
  user_ids?: number[]
  group_id?: number
}

export interface ChallengeInvitationResponse {
  error: false
  /** How many members were newly invited (those already in or invited are skipped). */
  invited: number
}
