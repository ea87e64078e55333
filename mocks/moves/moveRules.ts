import { BODY_AREAS, DIFFICULTIES, EQUIPMENT, MOVE_LIMITS, MOVE_VISIBILITIES } from '@/api/moves/moveTypes'
import { canonicalLink, isAllowedLink } from '@mocks/files/uploadLinks'
import type { Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * What a move must hold before it is stored, with one message per field for the form to show
 * next to it. The same limits the client checks (MOVE_LIMITS), checked again because a request
 * can come from anywhere.
 */
export const MOVE_MESSAGES = {
  titleRequired: 'Give the move a title.',
  titleTooLong: `Keep the title to ${MOVE_LIMITS.titleMax} characters or fewer.`,
  descriptionText: 'Write the description as text.',
  descriptionTooLong: `Keep the description to ${MOVE_LIMITS.descriptionMax} characters or fewer.`,
  bodyArea: `Choose a body area: ${BODY_AREAS.join(', ')}.`,
  equipment: `Choose the equipment: ${EQUIPMENT.join(', ')}.`,
  difficulty: `Choose a difficulty: ${DIFFICULTIES.join(', ')}.`,
  duration: `Give the duration as whole seconds from ${MOVE_LIMITS.durationMinSeconds} to ${MOVE_LIMITS.durationMaxSeconds}.`,
  videoRequired: 'Add a video of the move.',
  posterRequired: 'Add a poster image for the move.',
  badLink: 'Use a link to an uploaded file.',
  status: 'Choose whether the move is published or private.',
  featured: 'Say whether the move is featured: true or false.',
  notOwner: 'You can only change moves you added.',
  notFound: 'Move not found.',
} as const

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

function checkLink(validation: Validation, field: string, value: unknown, required: string | null, ownOrigin: string): void {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') {
    if (required) validation[field] = required
    else if (value !== undefined && value !== '' && typeof value !== 'string') validation[field] = MOVE_MESSAGES.badLink
    return
  }
  // Our own uploads, the app's shipped media or https: never javascript:, data: or another host's http.
  if (!isAllowedLink(text, ownOrigin)) validation[field] = MOVE_MESSAGES.badLink
}

export const MEDIA_LINK_FIELDS = ['video_url', 'video_webm_url', 'poster_url', 'captions_url'] as const

/**
 * Field → message for everything wrong with the move as it would be stored; empty when it is fine.
 * `ownOrigin` is the mock's origin, whose /mock-files/ links are our own uploads.
 */
export function moveValidation(move: JsonObject, ownOrigin: string): Validation {
  const validation: Validation = {}
  const title = typeof move.title === 'string' ? move.title.trim() : ''
  if (title === '') validation.title = MOVE_MESSAGES.titleRequired
  else if (title.length > MOVE_LIMITS.titleMax) validation.title = MOVE_MESSAGES.titleTooLong

  if (move.description !== undefined && typeof move.description !== 'string') validation.description = MOVE_MESSAGES.descriptionText
  else if (typeof move.description === 'string' && move.description.length > MOVE_LIMITS.descriptionMax) {
    validation.description = MOVE_MESSAGES.descriptionTooLong
  }

  if (!isOneOf(BODY_AREAS, move.body_area)) validation.body_area = MOVE_MESSAGES.bodyArea
  if (!isOneOf(EQUIPMENT, move.equipment)) validation.equipment = MOVE_MESSAGES.equipment
  if (!isOneOf(DIFFICULTIES, move.difficulty)) validation.difficulty = MOVE_MESSAGES.difficulty
  if (!isOneOf(MOVE_VISIBILITIES, move.status)) validation.status = MOVE_MESSAGES.status
  if (move.featured !== undefined && typeof move.featured !== 'boolean') validation.featured = MOVE_MESSAGES.featured

  const duration = move.duration_seconds
  if (
    typeof duration !== 'number' ||
    !Number.isInteger(duration) ||
    duration < MOVE_LIMITS.durationMinSeconds ||
    duration > MOVE_LIMITS.durationMaxSeconds
  ) {
    validation.duration_seconds = MOVE_MESSAGES.duration
  }

  checkLink(validation, 'video_url', move.video_url, MOVE_MESSAGES.videoRequired, ownOrigin)
  checkLink(validation, 'poster_url', move.poster_url, MOVE_MESSAGES.posterRequired, ownOrigin)
  checkLink(validation, 'video_webm_url', move.video_webm_url, null, ownOrigin)
  checkLink(validation, 'captions_url', move.captions_url, null, ownOrigin)
  return validation
}

/**
 * Trims the texts a member typed, so "  Squat " and "Squat" are the same title, and stores our
 * upload links without the signature a private move's links carry when read (it expires).
 */
export function tidyMoveFields(move: JsonObject): JsonObject {
  const tidy = { ...move }
  for (const field of ['title', 'description', ...MEDIA_LINK_FIELDS]) {
    const value = tidy[field]
    if (typeof value === 'string') tidy[field] = value.trim()
  }
  for (const field of MEDIA_LINK_FIELDS) {
    const value = tidy[field]
    if (typeof value === 'string') tidy[field] = canonicalLink(value)
  }
  return tidy
}
