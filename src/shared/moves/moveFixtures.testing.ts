import type { MoveSummary } from '@/api/moves/moveTypes'

/** Tests and stories only: a published catalogue move, with whatever the case needs changed. */
export function aMove(overrides: Partial<MoveSummary> = {}): MoveSummary {
  return {
    id: 1,
    title: 'Bodyweight Squat',
    description: 'Sit back and down until the thighs are parallel, then drive up through the heels.',
    body_area: 'Lower body',
    equipment: 'None',
    difficulty: 'beginner',
    duration_seconds: 45,
    poster_url: '',
    user_id: null,
    status: 'published',
    created_at: '2025-01-06T09:00:00.000Z',
    ...overrides,
  }
}
