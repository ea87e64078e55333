/** "45 s", "1 min", "1 min 30 s": short enough for a card, unambiguous when read aloud. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest} s`
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

/** "45 seconds", "1 minute", "2 min 30 s": how long the move takes, for people rather than players (a move's page). */
export function formatLongDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds))
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`
  const minutes = Math.floor(whole / 60)
  const seconds = whole % 60
  if (seconds === 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `${minutes} min ${seconds} s`
}
