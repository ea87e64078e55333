import {
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_GOAL_MAX,
  CHALLENGE_KINDS,
  CHALLENGE_MAX_DAYS,
  CHALLENGE_TITLE_MAX,
  type ChallengeInput,
  type ChallengeKind,
} from '@/api/challenges/challengeTypes'
import { BODY_AREAS, type BodyArea } from '@/api/moves/moveTypes'
import { endEverywhere } from '@/lib/time/dayBounds'
import { daysBetween, isPlainDate } from '@/lib/time/plainDates'
import { MAX_CHALLENGE_MOVES } from '@mocks/db/challengeSchemas'
import type { Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'

/**
 * A challenge's fields as a member sends them (create, or the fields an edit changes): checked
 * one by one with a message for the form, then together (dates in order, a streak that fits its
 * dates, filters only on a count). Checks that need the database (the moves, the group) are the
 * handler's.
 */

export const CHALLENGE_INPUT_MESSAGES = {
  title: 'Enter a title.',
  titleLong: `Keep the title to ${CHALLENGE_TITLE_MAX} characters or fewer.`,
  description: `Keep the description to ${CHALLENGE_DESCRIPTION_MAX} characters or fewer.`,
  kind: 'Choose count, minutes or streak.',
  goal: 'Enter the goal as a whole number of 1 or more.',
  goalMax: (kind: ChallengeKind) => `A ${kind} goal is at most ${CHALLENGE_GOAL_MAX[kind]}.`,
  date: 'Enter a date (YYYY-MM-DD).',
  endBeforeStart: 'The end must be on or after the start.',
  tooLong: `A challenge lasts at most ${CHALLENGE_MAX_DAYS} days.`,
  startPassed: 'The start date has already passed.',
  streakTooLong: (goal: number) => `A streak of ${goal} days needs a challenge at least that long.`,
  bodyArea: `Choose one of: ${BODY_AREAS.join(', ')}.`,
  moveIds: `Choose up to ${MAX_CHALLENGE_MOVES} moves by their ids.`,
  filtersOnCount: 'Only a count challenge can be limited to a body area or moves.',
  groupId: 'group_id must be the id of a group, or null.',
  clientRef: 'client_ref must be a text of 1 to 100 characters.',
} as const

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

/** The fields present in the body, each checked on its own; a bad one gets its message instead. */
export function readChallengeFields(body: JsonObject, validation: Validation): Partial<ChallengeInput> {
  const fields: Partial<ChallengeInput> = {}
  const has = (name: keyof ChallengeInput) => Object.hasOwn(body, name)

  if (has('title')) {
    const title = typeof body.title === 'string' ? body.title.trim() : ''
    if (title === '') validation.title = CHALLENGE_INPUT_MESSAGES.title
    else if (title.length > CHALLENGE_TITLE_MAX) validation.title = CHALLENGE_INPUT_MESSAGES.titleLong
    else fields.title = title
  }
  if (has('description')) {
    const description = body.description === null ? '' : body.description
    if (typeof description !== 'string' || description.length > CHALLENGE_DESCRIPTION_MAX) validation.description = CHALLENGE_INPUT_MESSAGES.description
    else fields.description = description.trim()
  }
  if (has('kind')) {
    if ((CHALLENGE_KINDS as readonly unknown[]).includes(body.kind)) fields.kind = body.kind as ChallengeKind
    else validation.kind = CHALLENGE_INPUT_MESSAGES.kind
  }
  if (has('goal')) {
    if (isWholeNumber(body.goal) && body.goal >= 1) fields.goal = body.goal
    else validation.goal = CHALLENGE_INPUT_MESSAGES.goal
  }
  for (const name of ['start_date', 'end_date'] as const) {
    if (!has(name)) continue
    const value = body[name]
    if (isPlainDate(value)) fields[name] = value
    else validation[name] = CHALLENGE_INPUT_MESSAGES.date
  }
  if (has('body_area')) {
    if (body.body_area === null || body.body_area === '') fields.body_area = null
    else if ((BODY_AREAS as readonly unknown[]).includes(body.body_area)) fields.body_area = body.body_area as BodyArea
    else validation.body_area = CHALLENGE_INPUT_MESSAGES.bodyArea
  }
  if (has('move_ids')) {
    const ids = body.move_ids === null ? [] : body.move_ids
    if (Array.isArray(ids) && ids.length <= MAX_CHALLENGE_MOVES && ids.every((id) => isWholeNumber(id) && id >= 1)) fields.move_ids = [...new Set(ids as number[])]
    else validation.move_ids = CHALLENGE_INPUT_MESSAGES.moveIds
  }
  if (has('group_id')) {
    if (body.group_id === null) fields.group_id = null
    else if (isWholeNumber(body.group_id) && body.group_id >= 1) fields.group_id = body.group_id
    else validation.group_id = CHALLENGE_INPUT_MESSAGES.groupId
  }
  return fields
}

/** Fills what a create may leave out; the rest must be there. */
export function requireCreateFields(fields: Partial<ChallengeInput>, validation: Validation): ChallengeInput | null {
  for (const name of ['title', 'kind', 'goal', 'start_date', 'end_date'] as const) {
    if (fields[name] === undefined && validation[name] === undefined) {
      validation[name] = name === 'title' ? CHALLENGE_INPUT_MESSAGES.title : name === 'kind' ? CHALLENGE_INPUT_MESSAGES.kind : name === 'goal' ? CHALLENGE_INPUT_MESSAGES.goal : CHALLENGE_INPUT_MESSAGES.date
    }
  }
  if (Object.keys(validation).length > 0) return null
  return {
    title: fields.title!,
    description: fields.description ?? '',
    kind: fields.kind!,
    goal: fields.goal!,
    start_date: fields.start_date!,
    end_date: fields.end_date!,
    body_area: fields.body_area ?? null,
    move_ids: fields.move_ids ?? [],
    group_id: fields.group_id ?? null,
  }
}

/**
 * The whole challenge checked together. `startMayHavePassed`: an edit that keeps the start date
 * of a challenge made earlier is not refused for it (only a new start must still be ahead).
 */
export function checkChallengeWhole(input: ChallengeInput, now: number, validation: Validation, startMayHavePassed = false): void {
  if (input.goal > CHALLENGE_GOAL_MAX[input.kind]) validation.goal ??= CHALLENGE_INPUT_MESSAGES.goalMax(input.kind)
  const days = daysBetween(input.start_date, input.end_date) + 1
  if (days < 1) validation.end_date ??= CHALLENGE_INPUT_MESSAGES.endBeforeStart
  else if (days > CHALLENGE_MAX_DAYS) validation.end_date ??= CHALLENGE_INPUT_MESSAGES.tooLong
  else if (input.kind === 'streak' && input.goal > days) validation.goal ??= CHALLENGE_INPUT_MESSAGES.streakTooLong(input.goal)
  // The start is still ahead for somebody as long as that day is not over everywhere.
  if (!startMayHavePassed && now >= endEverywhere(input.start_date)) validation.start_date ??= CHALLENGE_INPUT_MESSAGES.startPassed
  if (input.kind !== 'count') {
    if (input.body_area !== null) validation.body_area ??= CHALLENGE_INPUT_MESSAGES.filtersOnCount
    if (input.move_ids.length > 0) validation.move_ids ??= CHALLENGE_INPUT_MESSAGES.filtersOnCount
  }
}

/** `client_ref` of a create: required, so a replay after a lost answer finds the challenge it made. */
export function readClientRef(body: JsonObject, validation: Validation): string | null {
  const value = body.client_ref
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    validation.client_ref = CHALLENGE_INPUT_MESSAGES.clientRef
    return null
  }
  return value
}

/** Fields fixed once a challenge has started: what it asks, and when. */
export const FROZEN_FIELDS = ['kind', 'goal', 'start_date', 'end_date', 'body_area', 'move_ids'] as const

/** The frozen fields an edit would change (sending a field unchanged is not a change). */
export function frozenFieldsChanged(current: ChallengeInput, changes: Partial<ChallengeInput>): string[] {
  return FROZEN_FIELDS.filter((name) => {
    const next = changes[name]
    if (next === undefined) return false
    if (name === 'move_ids') {
      const before = [...current.move_ids].sort((a, b) => a - b)
      const after = [...(next as number[])].sort((a, b) => a - b)
      return before.length !== after.length || before.some((id, index) => id !== after[index])
    }
    return next !== current[name]
  })
}
