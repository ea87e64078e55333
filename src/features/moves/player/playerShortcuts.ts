export const PLAYBACK_RATES = [0.5, 0.75, 1] as const
export type PlaybackRate = (typeof PLAYBACK_RATES)[number]

export const SEEK_STEP_SECONDS = 5

export type PlayerAction =
  | { type: 'togglePlay' }
  | { type: 'toggleLoop' }
  | { type: 'toggleMirror' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleCaptions' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'setRate'; rate: PlaybackRate }
  | { type: 'showShortcuts' }

/** What the "Keyboard shortcuts" list shows; kept beside the key map so the two cannot drift. */
export const SHORTCUT_HELP: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Space or K', does: 'Play or pause' },
  { keys: 'L', does: 'Loop on or off' },
  { keys: 'M', does: 'Mirror on or off' },
  { keys: 'F', does: 'Full screen' },
  { keys: 'C', does: 'Captions on or off (when the move has them)' },
  { keys: '← / →', does: `Back or forward ${SEEK_STEP_SECONDS} seconds` },
  { keys: '1, 2, 3', does: 'Speed 0.5×, 0.75×, 1×' },
  { keys: '?', does: 'This list' },
]

const KEY_ACTIONS: Readonly<Record<string, PlayerAction>> = {
  k: { type: 'togglePlay' },
  l: { type: 'toggleLoop' },
  m: { type: 'toggleMirror' },
  f: { type: 'toggleFullscreen' },
  c: { type: 'toggleCaptions' },
  ArrowLeft: { type: 'seekBy', seconds: -SEEK_STEP_SECONDS },
  ArrowRight: { type: 'seekBy', seconds: SEEK_STEP_SECONDS },
  '1': { type: 'setRate', rate: 0.5 },
  '2': { type: 'setRate', rate: 0.75 },
  '3': { type: 'setRate', rate: 1 },
  '?': { type: 'showShortcuts' },
}

/** Elements whose own Space key must keep working (a focused button presses itself). */
function ownsSpace(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, input, summary, a, select, textarea') !== null
}

/** The player action a key press inside the player asks for, or null to leave the key alone. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (event.key === ' ') return ownsSpace(event.target) ? null : { type: 'togglePlay' }
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  return KEY_ACTIONS[key] ?? null
}
