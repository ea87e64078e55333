/**
 * Shapes of the move family (docs/product.md §7 "Other product calls": moves, moves-lib, my-moves,
 * my-favourite-moves, toggle-favourite, move-detail, get-userinfo, get-stats, get-move-history,
 * move-history). docs/product.md §7 gives no response shapes; these are ours, shared by the client and the mock.
 */

export const BODY_AREAS = ['Full body', 'Upper body', 'Lower body', 'Core', 'Cardio', 'Mobility'] as const
export type BodyArea = (typeof BODY_AREAS)[number]

/**
 * "None" is a real choice members filter by: moves they can do anywhere. The home kit comes
 * first; the last six came with the real exercise library (balls and rollers in the seed;
 * barbells, machines and other gym kit only in the large generated catalogue). New values go at
 * the end, so stored moves keep theirs.
 */
export const EQUIPMENT = [
  'None',
  'Mat',
  'Dumbbells',
  'Kettlebell',
  'Resistance band',
  'Bench',
  'Pull-up bar',
  'Wall',
  'Exercise ball',
  'Foam roller',
  'Medicine ball',
  'Barbell',
  'Machine',
  'Other',
] as const
export type Equipment = (typeof EQUIPMENT)[number]

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

/** Published moves are in everyone's library; private ones only in their owner's. */
export const MOVE_VISIBILITIES = ['published', 'private'] as const
export type MoveVisibility = (typeof MOVE_VISIBILITIES)[number]

/** Limits the client checks before sending and the mock enforces again. */
export const MOVE_LIMITS = {
  titleMax: 80,
  descriptionMax: 1000,
  durationMinSeconds: 5,
  durationMaxSeconds: 3600,
} as const

/** A move as lists show it: enough for a card, search and filters. */
export interface MoveSummary {
  id: number
  title: string
  description: string
  body_area: BodyArea
  equipment: Equipment
  difficulty: Difficulty
  duration_seconds: number
  poster_url: string
  /** The member who added it, or null for MoveTime's own catalogue. */
  user_id: number | null
  status: MoveVisibility
  /** Chosen by an admin for members' dashboards ("Featured by MoveTime"); absent means not featured. */
  featured?: boolean
  created_at: string
  /**
   * A small photo (about 216 × 144 WebP, a few KB) that the offline library keeps on the device,
   * so every saved card shows a picture without the network. Absent for moves without one.
   */
  thumbnail_url?: string
  /** What duration_seconds counts: one play of the clip (reps), or a programmed hold the clip loops through. */
  duration_kind?: MoveDurationKind
  /** Short coaching cues, 2–4, in the order to say them. Absent for members' own moves. */
  cues?: string[]
  /** The muscles the move works most, lower case ("quadriceps", "middle back"). */
  primary_muscles?: string[]
  /** The muscles that help. */
  secondary_muscles?: string[]
}

export const MOVE_DURATION_KINDS = ['clip', 'hold'] as const
export type MoveDurationKind = (typeof MOVE_DURATION_KINDS)[number]

/** A published move as anyone may see it, signed in or not: enough to play it on its public page. */
export interface PublicMove extends MoveSummary {
  /** MP4 (H.264) plays everywhere, iOS Safari included. */
  video_url: string
  /** WebM first where the browser prefers it; empty when the move has none. */
  video_webm_url: string
  /** WebVTT captions; empty when the move has none. */
  captions_url: string
  author_name: string
}

/** A move with what the member's own page for it needs. */
export interface MoveDetail extends PublicMove {
  is_favourite: boolean
  /** True when the signed-in member added this move (and so may edit and delete it). */
  is_mine: boolean
}

/** What a member sends to add or edit their own move (through the generic records family). */
export interface MoveInput extends Pick<MoveSummary, 'title' | 'description' | 'body_area' | 'equipment' | 'difficulty' | 'duration_seconds'> {
  video_url: string
  video_webm_url?: string
  poster_url: string
  status: MoveVisibility
}

export interface MoveListResponse {
  error: false
  list: MoveSummary[]
  total: number
}

export interface PublicMoveListResponse {
  error: false
  list: PublicMove[]
  total: number
}

export interface MoveLibraryResponse extends MoveListResponse {
  /** Ids of the member's favourites, so every card can show its heart without another call. */
  favourite_ids: number[]
}

export interface MoveDetailResponse {
  error: false
  model: MoveDetail
}

export interface ToggleFavouriteRequest {
  move_id: number
}

export interface ToggleFavouriteResponse {
  error: false
  move_id: number
  /** The state after the toggle. */
  is_favourite: boolean
}

export interface UserInfo {
  id: number
  first_name: string
  last_name: string
  email: string
  photo: string
  goal: string
  level: string
  member_since: string
}

export interface UserInfoResponse {
  error: false
  model: UserInfo
}

export interface MoveStats {
  moves_watched: number
  minutes_watched: number
  /** Consecutive days, ending today or yesterday, with at least one move watched. */
  streak_days: number
  favourites: number
}

export interface MoveStatsResponse {
  error: false
  model: MoveStats
}

export interface MoveHistoryEntry {
  id: number
  move_id: number
  move_title: string
  poster_url: string
  seconds_watched: number
  completed: boolean
  watched_at: string
}

export interface MoveHistoryResponse {
  error: false
  list: MoveHistoryEntry[]
}

export interface RecordHistoryRequest {
  move_id: number
  seconds_watched: number
  completed: boolean
  /** The client's id for this viewing: a replay after a lost response is not counted twice. */
  client_ref?: string
  /** When it was watched, for viewings recorded offline and sent later; the server's clock otherwise. */
  watched_at?: string
  /** The member's IANA time zone when they watched: a challenge's day is the member's own local day. */
  time_zone?: string
}

export interface RecordHistoryResponse {
  error: false
  model: MoveHistoryEntry
}
