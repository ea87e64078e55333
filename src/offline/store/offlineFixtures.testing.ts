import type { MoveDetail, MoveStats, MoveSummary, UserInfo } from '@/api/moves/moveTypes'

export function makeMove(id: number): MoveSummary {
  return {
    id,
    title: `Move ${id}`,
    description: `How to do move ${id}, step by step.`,
    body_area: 'Core',
    equipment: 'Mat',
    difficulty: 'beginner',
    duration_seconds: 30 + (id % 60),
    poster_url: `/media/posters/${id}.jpg`,
    user_id: null,
    status: 'published',
    // Distinct, sortable timestamps: one minute apart.
    created_at: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString(),
  }
}

export function makeMoves(count: number): MoveSummary[] {
  return Array.from({ length: count }, (_, index) => makeMove(index + 1))
}

export function makeDetail(id: number, isFavourite = false): MoveDetail {
  return {
    ...makeMove(id),
    video_url: `/media/videos/${id}.mp4`,
    video_webm_url: '',
    captions_url: '',
    is_favourite: isFavourite,
    is_mine: false,
    author_name: 'MoveTime',
  }
}

export const profile: UserInfo = {
  id: 7,
  first_name: 'Mia',
  last_name: 'Member',
  email: 'member@movetime.app',
  photo: '',
  goal: 'Move every day',
  level: 'beginner',
  member_since: '2024-01-01',
}

export const stats: MoveStats = { moves_watched: 12, minutes_watched: 34, streak_days: 3, favourites: 2 }

/** A database name no other test uses, so tests never see each other's data. */
export const freshDbName = () => `movetime-offline-test-${crypto.randomUUID()}`
