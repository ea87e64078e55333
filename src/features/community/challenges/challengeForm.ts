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
import { addDays, daysBetween, isPlainDate } from '@/lib/time/plainDates'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/**
 * The create form's values as typed (numbers and choices are text until sent) and its checks,
 * mirroring the server's so a mistake is caught before a round trip. Field names are the API's,
 * so the server's messages land on the same fields.
 */
export interface ChallengeFormValues {
  title: string
  kind: ChallengeKind
  goal: string
  body_area: string
  start_date: string
  end_date: string
  group_id: string
  description: string
}

/** A week from today: the length most friends' challenges take, and what the form offers first. */
export const DEFAULT_DAYS = 7

export function emptyChallenge(today: string, groupId: number | null): ChallengeFormValues {
  return {
    title: '',
    kind: 'count',
    goal: '',
    body_area: '',
    start_date: today,
    end_date: addDays(today, DEFAULT_DAYS - 1),
    group_id: groupId === null ? '' : String(groupId),
    description: '',
  }
}

/** The goal field's label, in the kind's own unit. */
export const GOAL_LABEL: Record<ChallengeKind, string> = {
  count: 'How many moves',
  minutes: 'How many minutes',
  streak: 'How many days in a row',
}

export const challengeMessages = {
  titleRequired: 'Give the challenge a title.',
  titleTooLong: `Keep the title to ${CHALLENGE_TITLE_MAX} characters or fewer.`,
  kindRequired: 'Choose what the challenge counts.',
  goalRequired: 'Enter the goal.',
  goalWhole: 'Enter a whole number, like 3.',
  goalTooSmall: 'The goal must be at least 1.',
  goalTooBig: (kind: ChallengeKind) => `The goal can be at most ${CHALLENGE_GOAL_MAX[kind]} for this kind.`,
  streakLongerThanChallenge: (days: number) => `A streak can be at most as long as the challenge (${days} ${days === 1 ? 'day' : 'days'}).`,
  startRequired: 'Choose the first day.',
  startPast: 'The first day can’t be in the past.',
  endRequired: 'Choose the last day.',
  endBeforeStart: 'The last day must be on or after the first day.',
  tooLong: `A challenge can last at most ${CHALLENGE_MAX_DAYS} days.`,
  bodyArea: 'Choose one of the body areas, or any move.',
  descriptionTooLong: `Keep the description to ${CHALLENGE_DESCRIPTION_MAX} characters or fewer.`,
} as const

const isKind = (value: string): value is ChallengeKind => (CHALLENGE_KINDS as readonly string[]).includes(value)
const isBodyArea = (value: string): value is BodyArea => (BODY_AREAS as readonly string[]).includes(value)

/** Days the challenge lasts (both ends count), or null while either date is unusable. */
export function challengeDays(values: Pick<ChallengeFormValues, 'start_date' | 'end_date'>): number | null {
  if (!isPlainDate(values.start_date) || !isPlainDate(values.end_date)) return null
  return daysBetween(values.start_date, values.end_date) + 1
}

function checkGoal(values: ChallengeFormValues): string | undefined {
  const text = values.goal.trim()
  if (text === '') return challengeMessages.goalRequired
  if (!/^-?\d+$/.test(text)) return challengeMessages.goalWhole
  const goal = Number(text)
  if (goal < 1) return challengeMessages.goalTooSmall
  if (!isKind(values.kind)) return undefined
  if (goal > CHALLENGE_GOAL_MAX[values.kind]) return challengeMessages.goalTooBig(values.kind)
  const days = challengeDays(values)
  if (values.kind === 'streak' && days !== null && days >= 1 && days <= CHALLENGE_MAX_DAYS && goal > days) {
    return challengeMessages.streakLongerThanChallenge(days)
  }
  return undefined
}

function checkEnd(values: ChallengeFormValues): string | undefined {
  if (!isPlainDate(values.end_date)) return challengeMessages.endRequired
  const days = challengeDays(values)
  if (days === null) return undefined
  if (days < 1) return challengeMessages.endBeforeStart
  if (days > CHALLENGE_MAX_DAYS) return challengeMessages.tooLong
  return undefined
}

/** `today` is the member's own date: a challenge may start today but not before. */
export function validateChallenge(values: ChallengeFormValues, today: string): FieldErrors<keyof ChallengeFormValues> {
  const title = values.title.trim()
  return {
    title: title === '' ? challengeMessages.titleRequired : title.length > CHALLENGE_TITLE_MAX ? challengeMessages.titleTooLong : undefined,
    kind: isKind(values.kind) ? undefined : challengeMessages.kindRequired,
    goal: checkGoal(values),
    body_area: values.kind === 'count' && values.body_area !== '' && !isBodyArea(values.body_area) ? challengeMessages.bodyArea : undefined,
    start_date: !isPlainDate(values.start_date) ? challengeMessages.startRequired : values.start_date < today ? challengeMessages.startPast : undefined,
    end_date: checkEnd(values),
    description: values.description.trim().length > CHALLENGE_DESCRIPTION_MAX ? challengeMessages.descriptionTooLong : undefined,
  }
}

/** What is sent: text trimmed, numbers as numbers, a body area only for a count challenge. */
export function challengeInput(values: ChallengeFormValues): ChallengeInput {
  const groupId = Number(values.group_id)
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind,
    goal: Number(values.goal.trim()),
    start_date: values.start_date,
    end_date: values.end_date,
    body_area: values.kind === 'count' && isBodyArea(values.body_area) ? values.body_area : null,
    move_ids: [],
    group_id: values.group_id !== '' && Number.isInteger(groupId) && groupId > 0 ? groupId : null,
  }
}
