import type { ChangeEvent } from 'react'
import { formatTime } from './formatTime'
import { PlayerIcon, type PlayerIconName } from './PlayerIcon'
import { PLAYBACK_RATES, type PlaybackRate } from './playerShortcuts'

export interface PlayerControlsProps {
  time: number
  total: number
  loop: boolean
  rate: PlaybackRate
  mirrored: boolean
  /** Null when the move has no captions: the button is left out. */
  captionsOn: boolean | null
  /** Null where the browser has no full screen: the button is left out. */
  fullscreen: boolean | null
  onSeek: (seconds: number) => void
  onToggleLoop: () => void
  onRate: (rate: PlaybackRate) => void
  onToggleMirror: () => void
  onToggleCaptions: () => void
  onToggleFullscreen: () => void
  onShowShortcuts: () => void
}

function ToggleButton({ label, pressed, icon, onClick }: { label: string; pressed: boolean; icon: PlayerIconName; onClick: () => void }) {
  return (
    <button type="button" className="move-player__button" aria-pressed={pressed} title={label} onClick={onClick}>
      <PlayerIcon name={icon} />
      <span className="move-player__button-text">{label}</span>
    </button>
  )
}

/**
 * The bar over the bottom of the video: the seek slider with the time, then one compact row of
 * loop, speed, mirror, captions, shortcuts and full screen. Every control is a real button, select
 * or slider with its state exposed. (Play and pause are the large button in the middle.)
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { time, total, loop, rate, mirrored, captionsOn, fullscreen } = props
  const elapsed = formatTime(time)
  const length = formatTime(total)

  return (
    <div className="move-player__controls">
      <div className="move-player__timeline">
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
        <span className="move-player__time">
          {elapsed} / {length}
        </span>
      </div>
      <div className="move-player__bar">
        <ToggleButton label="Loop" icon="loop" pressed={loop} onClick={props.onToggleLoop} />
        <label className="move-player__speed">
          <span className="visually-hidden">Speed</span>
          <select value={rate} onChange={(event) => props.onRate(Number(event.target.value) as PlaybackRate)}>
            {PLAYBACK_RATES.map((option) => (
              <option key={option} value={option}>
                {option}×
              </option>
            ))}
          </select>
        </label>
        <ToggleButton label="Mirror" icon="mirror" pressed={mirrored} onClick={props.onToggleMirror} />
        {captionsOn !== null && <ToggleButton label="Captions" icon="captions" pressed={captionsOn} onClick={props.onToggleCaptions} />}
        <span className="move-player__spacer" />
        <button type="button" className="move-player__button" aria-haspopup="dialog" title="Keyboard shortcuts" onClick={props.onShowShortcuts}>
          <PlayerIcon name="help" />
          <span className="visually-hidden">Keyboard shortcuts</span>
        </button>
        {fullscreen !== null && (
          <ToggleButton label="Full screen" icon={fullscreen ? 'exitFullscreen' : 'fullscreen'} pressed={fullscreen} onClick={props.onToggleFullscreen} />
        )}
      </div>
    </div>
  )
}
