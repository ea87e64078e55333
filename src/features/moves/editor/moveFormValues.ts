import {
  BODY_AREAS,
  DIFFICULTIES,
  EQUIPMENT,
  MOVE_VISIBILITIES,
  type MoveDetail,
  type MoveInput,
} from '@/api/moves/moveTypes'
import type { MoveFormValues } from './validateMove'

/** A file the move already points at: uploaded in this form, or already saved with the move. */
export interface UploadedFile {
  url: string
  name: string
}

// Private until the member chooses otherwise: publishing puts the move in everyone's library.
export const emptyMoveValues: MoveFormValues = {
  title: '',
  description: '',
  body_area: '',
  equipment: '',
  difficulty: '',
  duration_seconds: '',
  status: 'private',
  video_url: '',
  poster_url: '',
}

const pick = <T extends string>(list: readonly T[], value: string): T | '' =>
  (list as readonly string[]).includes(value) ? (value as T) : ''

/** An existing move as form values; a value the form does not offer is left for the member to choose. */
export function valuesFromMove(move: MoveDetail): MoveFormValues {
  return {
    title: move.title,
    description: move.description,
    body_area: pick(BODY_AREAS, move.body_area),
    equipment: pick(EQUIPMENT, move.equipment),
    difficulty: pick(DIFFICULTIES, move.difficulty),
    duration_seconds: Number.isFinite(move.duration_seconds) ? String(move.duration_seconds) : '',
    status: pick(MOVE_VISIBILITIES, move.status),
    video_url: move.video_url,
    poster_url: move.poster_url,
  }
}

/** The last path segment, so an already saved file can be shown by name. */
export function fileNameFromUrl(url: string): string {
  try {
    const segment = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).pop()
    return segment ? decodeURIComponent(segment) : url
  } catch {
    return url
  }
}

export function uploadedFileFrom(url: string): UploadedFile | null {
  return url ? { url, name: fileNameFromUrl(url) } : null
}

/**
 * Values that passed `validateMove` as the API's input. `replacedVideo` clears the WebM
 * alternative, which would otherwise keep playing the old video in browsers that prefer WebM.
 */
export function toMoveInput(values: MoveFormValues, { replacedVideo = false }: { replacedVideo?: boolean } = {}): MoveInput {
  if (!values.body_area || !values.equipment || !values.difficulty || !values.status) {
    throw new Error('toMoveInput needs values that passed validateMove.')
  }
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    body_area: values.body_area,
    equipment: values.equipment,
    difficulty: values.difficulty,
    duration_seconds: Number(values.duration_seconds.trim()),
    status: values.status,
    video_url: values.video_url,
    poster_url: values.poster_url,
    ...(replacedVideo ? { video_webm_url: '' } : {}),
  }
}
