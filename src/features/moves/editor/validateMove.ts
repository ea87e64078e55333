import {
  BODY_AREAS,
  DIFFICULTIES,
  EQUIPMENT,
  MOVE_LIMITS,
  MOVE_VISIBILITIES,
  type BodyArea,
  type Difficulty,
  type Equipment,
  type MoveVisibility,
} from '@/api/moves/moveTypes'
import { UPLOAD_LIMITS } from '@/api/uploads/uploadTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/**
 * The move form's client checks, mirroring the server's so most mistakes are caught before a
 * round trip. Field names are the API's, so server `fieldErrors` land on the same fields.
 */

/** What the form holds: selects start empty (no silent default), duration stays as typed. */
export interface MoveFormValues {
  title: string
  description: string
  body_area: BodyArea | ''
  equipment: Equipment | ''
  difficulty: Difficulty | ''
  duration_seconds: string
  status: MoveVisibility | ''
  /** The uploaded files' addresses; empty until an upload has finished. */
  video_url: string
  poster_url: string
}

export type MoveField = keyof MoveFormValues

export type MoveFieldErrors = FieldErrors<MoveField>

/** In the order the form shows them. */
export const MOVE_FIELDS: readonly MoveField[] = [
  'title',
  'description',
  'body_area',
  'equipment',
  'difficulty',
  'duration_seconds',
  'status',
  'video_url',
  'poster_url',
]

export const VIDEO_TYPES = UPLOAD_LIMITS.video.types
export const IMAGE_TYPES = UPLOAD_LIMITS.image.types
export const VIDEO_ACCEPT = VIDEO_TYPES.join(',')
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

const { titleMax, descriptionMax, durationMinSeconds, durationMaxSeconds } = MOVE_LIMITS

export const moveMessages = {
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title to ${titleMax} characters or fewer.`,
  descriptionRequired: 'Describe how to do the move.',
  descriptionTooLong: `Keep the description to ${descriptionMax} characters or fewer.`,
  bodyAreaRequired: 'Choose the body area the move works.',
  equipmentRequired: 'Choose the equipment, or “No equipment”.',
  difficultyRequired: 'Choose a difficulty.',
  durationRequired: 'Enter how long the move takes, in seconds.',
  durationWhole: 'Enter whole seconds, like 45.',
  durationRange: `Enter between ${durationMinSeconds} and ${durationMaxSeconds} seconds (one hour).`,
  statusRequired: 'Choose who can see this move.',
  videoRequired: 'Add a video of the move.',
  posterRequired: 'Add a poster image.',
  videoType: 'Choose an MP4 or WebM video.',
  posterType: 'Choose a JPEG, PNG or WebP image.',
  fileTooLarge: `That file is too large: the limit is ${UPLOAD_LIMITS.video.label}.`,
  posterTooLarge: `That image is too large: the limit is ${UPLOAD_LIMITS.image.label}.`,
  uploadOffline: 'Uploading needs a connection. Connect to the internet, then try again.',
  uploadsPending: 'Wait for the uploads to finish before saving.',
} as const

export const DURATION_HINT = `In seconds, from ${durationMinSeconds} to ${durationMaxSeconds}.`

const isBlank = (value: string) => value.trim() === ''

const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

function titleError(title: string): string | undefined {
  if (isBlank(title)) return moveMessages.titleRequired
  if (title.trim().length > titleMax) return moveMessages.titleTooLong
  return undefined
}

function descriptionError(description: string): string | undefined {
  if (isBlank(description)) return moveMessages.descriptionRequired
  if (description.trim().length > descriptionMax) return moveMessages.descriptionTooLong
  return undefined
}

function durationError(raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return moveMessages.durationRequired
  if (!/^\d+$/.test(text)) return moveMessages.durationWhole
  const seconds = Number(text)
  if (seconds < durationMinSeconds || seconds > durationMaxSeconds) return moveMessages.durationRange
  return undefined
}

export function validateMove(values: MoveFormValues): MoveFieldErrors {
  const errors: MoveFieldErrors = {
    title: titleError(values.title),
    description: descriptionError(values.description),
    body_area: oneOf(BODY_AREAS, values.body_area) ? undefined : moveMessages.bodyAreaRequired,
    equipment: oneOf(EQUIPMENT, values.equipment) ? undefined : moveMessages.equipmentRequired,
    difficulty: oneOf(DIFFICULTIES, values.difficulty) ? undefined : moveMessages.difficultyRequired,
    duration_seconds: durationError(values.duration_seconds),
    status: oneOf(MOVE_VISIBILITIES, values.status) ? undefined : moveMessages.statusRequired,
    video_url: isBlank(values.video_url) ? moveMessages.videoRequired : undefined,
    // Required because every card and the player show it before the video loads.
    poster_url: isBlank(values.poster_url) ? moveMessages.posterRequired : undefined,
  }
  return withoutEmpty(errors)
}

export type MediaKind = 'video' | 'poster'

/** Some systems report no MIME type (or a generic one), so the extension is the fallback. */
function looksLikeVideo(file: File): boolean {
  if (oneOf(VIDEO_TYPES, file.type)) return true
  return (file.type === '' || file.type === 'application/octet-stream') && /\.(mp4|webm)$/i.test(file.name)
}

function looksLikeImage(file: File): boolean {
  if (oneOf(IMAGE_TYPES, file.type)) return true
  return file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name)
}

/** Checked before uploading, so a wrong or oversized file never spends the member's data. */
export function validateMoveFile(file: File, kind: MediaKind): string | undefined {
  const rightType = kind === 'video' ? looksLikeVideo(file) : looksLikeImage(file)
  if (!rightType) return kind === 'video' ? moveMessages.videoType : moveMessages.posterType
  if (kind === 'video' && file.size > UPLOAD_LIMITS.video.bytes) return moveMessages.fileTooLarge
  if (kind === 'poster' && file.size > UPLOAD_LIMITS.image.bytes) return moveMessages.posterTooLarge
  return undefined
}

function withoutEmpty(errors: MoveFieldErrors): MoveFieldErrors {
  const result: MoveFieldErrors = {}
  for (const field of MOVE_FIELDS) {
    const message = errors[field]
    if (message) result[field] = message
  }
  return result
}
