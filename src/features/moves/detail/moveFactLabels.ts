import type { Difficulty, Equipment, MoveSummary } from '@/api/moves/moveTypes'

/** "45 seconds", "1 minute", "2 min 30 s": how long the move takes, for people rather than players. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds))
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`
  const minutes = Math.floor(whole / 60)
  const seconds = whole % 60
  if (seconds === 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `${minutes} min ${seconds} s`
}

export function difficultyLabel(difficulty: Difficulty): string {
  return difficulty.charAt(0).toUpperCase() + difficulty.slice(1)
}

/** "None" is stored as a choice; on the page it reads as the member would say it. */
export function equipmentLabel(equipment: Equipment): string {
  return equipment === 'None' ? 'No equipment' : equipment
}

/** The byline: catalogue moves (no owner) are MoveTime's own. */
export function authorLabel(move: Pick<MoveSummary, 'user_id'> & { author_name?: string }): string {
  if (move.user_id === null) return 'By MoveTime'
  return move.author_name ? `By ${move.author_name}` : 'By a MoveTime member'
}
