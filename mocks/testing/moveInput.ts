import type { MoveInput } from '@/api/moves/moveTypes'

/** Test helper: a move a member could add, every field valid; override what the test is about. */
export function moveInput(overrides: Partial<Record<keyof MoveInput, unknown>> & Record<string, unknown> = {}): Record<string, unknown> {
  const input: MoveInput = {
    title: 'Tempo Chair Squat',
    description: 'Three seconds down to the chair, tap, and stand without rocking.',
    body_area: 'Lower body',
    equipment: 'None',
    difficulty: 'beginner',
    duration_seconds: 45,
    video_url: '/media/videos/bodyweight-squat.mp4',
    video_webm_url: '/media/videos/bodyweight-squat.webm',
    poster_url: '/media/posters/bodyweight-squat.webp',
    status: 'private',
  }
  return { ...input, ...overrides }
}
