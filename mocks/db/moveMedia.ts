import type { BodyArea } from '@/api/moves/moveTypes'

/**
 * The short clips shipped in public/media (made by scripts/generate-media.mjs, which reads this
 * list): one per body area, so a move's video at least shows the right kind of movement.
 * URLs are root-relative: the app serves public/ in every mode, the mock never serves them.
 */

export interface MoveClip {
  /** File stem: /media/videos/{key}.mp4, .webm, /media/posters/{key}.jpg, /media/captions/{key}.vtt. */
  key: string
  /** What the clip shows, drawn into its frames. */
  label: string
  bodyArea: BodyArea
  /** Cue texts, each shown for an equal part of the clip; empty when the clip has no captions. */
  captions: readonly string[]
}

export const MOVE_CLIPS = [
  {
    key: 'squat',
    label: 'Squat',
    bodyArea: 'Lower body',
    captions: ['Feet shoulder-width apart, chest tall.', 'Sit back and down, then drive up through the heels.'],
  },
  {
    key: 'push-up',
    label: 'Push-up',
    bodyArea: 'Upper body',
    captions: ['Hands under shoulders, body in one line.', 'Lower the chest, then press the floor away.'],
  },
  {
    key: 'plank',
    label: 'Plank',
    bodyArea: 'Core',
    captions: ['Elbows under shoulders, squeeze the glutes.', 'Breathe and keep the hips level.'],
  },
  { key: 'jumping-jack', label: 'Jumping jack', bodyArea: 'Cardio', captions: [] },
  { key: 'side-reach', label: 'Side reach', bodyArea: 'Mobility', captions: [] },
  { key: 'burpee', label: 'Burpee', bodyArea: 'Full body', captions: [] },
] as const satisfies readonly MoveClip[]

/** Every clip lasts this long; the generator and the captions' cue times both use it. */
export const CLIP_SECONDS = 4

export interface ClipMedia {
  video_url: string
  video_webm_url: string
  /** A frame of the clip, for moves without a poster of their own. */
  poster_url: string
  captions_url: string
}

export function clipMedia(clip: MoveClip): ClipMedia {
  return {
    video_url: `/media/videos/${clip.key}.mp4`,
    video_webm_url: `/media/videos/${clip.key}.webm`,
    poster_url: `/media/posters/${clip.key}.jpg`,
    captions_url: clip.captions.length > 0 ? `/media/captions/${clip.key}.vtt` : '',
  }
}

export function clipFor(bodyArea: BodyArea): MoveClip {
  const clip = MOVE_CLIPS.find((candidate) => candidate.bodyArea === bodyArea)
  // MOVE_CLIPS has one clip per body area; the fallback only guards against a future new area.
  return clip ?? MOVE_CLIPS[0]
}

/** "Bulgarian Split Squat" → "bulgarian-split-squat": file names of the per-move posters. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const movePosterUrl = (title: string) => `/media/posters/moves/${slugOf(title)}.svg`
