import type { ChangeEvent } from 'react'
import { formatTime } from './formatTime'
import { PlayerIcon, type PlayerIconName } from './PlayerIcon'
import { PLAYBACK_RATES, type PlaybackRate } from './playerShortcuts'

export interface PlayerControlsProps {
  playing: boolean
  time: number
  total: number
  loop: boolean
  rate: PlaybackRate
  mirrored: boolean
  /** Null when the move has no captions: the button is left out. */
  captionsOn: boolean | null
  /** Null where the browser has no full screen: the button is left out. */
  fullscreen: boolean | null
  onTogglePlay: () => void
  onSeek: (seconds: number) => void
  onToggleLoop: () => void
  onRate: (rate: PlaybackRate) => void
  onToggleMirror: () => void
  onToggleCaptions: () => void
  onToggleFullscreen: () => void
}

function ToggleButton({ label, pressed, icon, onClick }: { label: string; pressed: boolean; icon: PlayerIconName; onClick: () => void }) {
  return (
    <button type="button" className="move-player__button" aria-pressed={pressed} title={label} onClick={onClick}>
      <PlayerIcon name={icon} />
      <span className="move-player__button-text">{label}</span>
    </button>
  )
}

/** The bar under the video: every control a real button or slider with its state exposed. */
export function PlayerControls(props: PlayerControlsProps) {
  const { playing, time, total, loop, rate, mirrored, captionsOn, fullscreen } = props
  const elapsed = formatTime(time)
  const length = formatTime(total)

  return (
    <div className="move-player__controls">
      <input
        className="move-player__seek"
        type="range"
        aria-label="Seek"
        min={0}
        max={total}
        step="any"
        value={Math.min(time, total)}
        aria-valuetext={`${elapsed} of ${length}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onSeek(Number(event.target.value))}
      />
      <div className="move-player__bar">
        <button type="button" className="move-player__button move-player__button--play" title={playing ? 'Pause' : 'Play'} onClick={props.onTogglePlay}>
          <PlayerIcon name={playing ? 'pause' : 'play'} />
          <span className="visually-hidden">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <span className="move-player__time">
          {elapsed} / {length}
        </span>
        <div className="move-player__group">
          <ToggleButton label="Loop" icon="loop" pressed={loop} onClick={props.onToggleLoop} />
          <div className="move-player__speeds" role="group" aria-label="Speed">
            {PLAYBACK_RATES.map((option) => (
              <button
                key={option}
                type="button"
                className="move-player__button move-player__button--speed"
                aria-pressed={rate === option}
                onClick={() => props.onRate(option)}
              >
                {option}×
              </button>
            ))}
          </div>
          <ToggleButton label="Mirror" icon="mirror" pressed={mirrored} onClick={props.onToggleMirror} />
          {captionsOn !== null && <ToggleButton label="Captions" icon="captions" pressed={captionsOn} onClick={props.onToggleCaptions} />}
          {fullscreen !== null && (
            <ToggleButton label="Full screen" icon={fullscreen ? 'exitFullscreen' : 'fullscreen'} pressed={fullscreen} onClick={props.onToggleFullscreen} />
          )}
        </div>
      </div>
    </div>
  )
}
