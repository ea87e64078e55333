import type { BodyArea } from '@/api/moves/moveTypes'

/**
 * The media shipped in public/media for the photographed exercises of the Free Exercise DB (made
 * by scripts/generate-media.mjs): per exercise a poster (the start photo), a small thumbnail for
 * the offline library, and a 6-second looping clip of two repetitions between the start and end
 * photos, as MP4 and WebM, with the move's cues as captions. URLs are root-relative: the app serves public/ in every mode.
 */

/** Every clip lasts this long: two repetitions of 3 s (hold, cross-fade, hold, cross-fade back). */
export const CLIP_SECONDS = 6

export interface MoveMedia {
  video_url: string
  video_webm_url: string
  poster_url: string
  thumbnail_url: string
  /** WebVTT of the move's coaching cues over the clip (scripts/generate-captions.ts). */
  captions_url: string
}

/** "Butt_Lift_Bridge" → "butt-lift-bridge"; the same rule as the generator script's. */
export function slugOf(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The files of one photographed exercise, by its Free Exercise DB id. */
export function exerciseMedia(exerciseId: string): MoveMedia {
  const slug = slugOf(exerciseId)
  return {
    video_url: `/media/videos/${slug}.mp4`,
    video_webm_url: `/media/videos/${slug}.webm`,
    poster_url: `/media/posters/${slug}.webp`,
    thumbnail_url: `/media/thumbs/${slug}.webp`,
    captions_url: `/media/captions/${slug}.vtt`,
  }
}

export interface MoveClip {
  /** The Free Exercise DB id of the exercise the clip shows. */
  key: string
  /** What the clip shows. */
  label: string
  bodyArea: BodyArea
}

/** One clip per body area, for content that needs "a clip of this kind of move" (admin videos). */
export const MOVE_CLIPS = [
  { key: 'Bodyweight_Squat', label: 'Bodyweight squat', bodyArea: 'Lower body' },
  { key: 'Pushups', label: 'Push-up', bodyArea: 'Upper body' },
  { key: 'Plank', label: 'Plank', bodyArea: 'Core' },
  { key: 'Rocket_Jump', label: 'Rocket jump', bodyArea: 'Cardio' },
  { key: 'Windmills', label: 'Windmill', bodyArea: 'Mobility' },
  { key: 'Double_Kettlebell_Jerk', label: 'Double kettlebell jerk', bodyArea: 'Full body' },
] as const satisfies readonly MoveClip[]

export type ClipMedia = MoveMedia

export function clipMedia(clip: MoveClip): ClipMedia {
  return exerciseMedia(clip.key)
}

export function clipFor(bodyArea: BodyArea): MoveClip {
  const clip = MOVE_CLIPS.find((candidate) => candidate.bodyArea === bodyArea)
  // MOVE_CLIPS has one clip per body area; the fallback only guards against a future new area.
  return clip ?? MOVE_CLIPS[0]
}
