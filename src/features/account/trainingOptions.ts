import { DIFFICULTIES } from '@/api/moves/moveTypes'
import type { SelectOption } from '@/ui/field/SelectField'

/** The goals a member picks from; an older free-text goal is kept as an extra choice (see goalOptions). */
export const TRAINING_GOALS = ['Build strength', 'Improve mobility', 'Lose weight', 'Train for an event', 'Stay active'] as const

/** A member's level uses the moves' difficulty scale, so the library can match it. */
export const TRAINING_LEVELS = DIFFICULTIES

export function levelLabel(level: string): string {
  return level ? level.charAt(0).toUpperCase() + level.slice(1) : ''
}

export const LEVEL_OPTIONS: readonly SelectOption[] = TRAINING_LEVELS.map((value) => ({ value, label: levelLabel(value) }))

/** The fixed goals, plus the member's current goal when it is not one of them, so saving never drops it. */
export function goalOptions(current: string): SelectOption[] {
  const goals: string[] = [...TRAINING_GOALS]
  if (current && !goals.includes(current)) goals.push(current)
  return goals.map((goal) => ({ value: goal, label: goal }))
}
