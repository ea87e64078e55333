import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { Button } from '@/ui/button/Button'
import { Spinner } from '@/ui/spinner/Spinner'
import { formatTime } from './formatTime'
import { PlayerControls } from './PlayerControls'
import { shortcutFor, type PlaybackRate, type PlayerAction } from './playerShortcuts'
import { ShortcutsHelp } from './ShortcutsHelp'
import { useCaptions } from './useCaptions'
import { useFullscreen } from './useFullscreen'
import { useWatchTracker } from './useWatchTracker'
import type { WatchProgress } from './watchAccumulator'
import './movePlayer.css'

/** The media a player needs; `captions_url` and `video_webm_url` may be empty. */
export type MovePlayerMedia = Pick<MoveDetail, 'title' | 'video_url' | 'video_webm_url' | 'captions_url' | 'poster_url' | 'duration_seconds'>

export interface MovePlayerProps {
  move: MovePlayerMedia
  /** Called with what the member actually watched (≥ 2 s), once per stretch of watching. */
  onWatched?: (progress: WatchProgress) => void
}

export const VIDEO_ERROR_TEXT = "This video can't be played right now."

function isAbort(error: unknown): boolean {
  // A pause (or a new source) interrupting play() rejects it; that is not a failure.
  return error instanceof DOMException && error.name === 'AbortError'
}

/** A move's video with controls made for practising: loop, slow speeds, mirror, captions, keyboard. */
export function MovePlayer({ move, onWatched }: MovePlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [loop, setLoop] = useState(false)
  const [rate, setRate] = useState<PlaybackRate>(1)
  const [mirrored, setMirrored] = useState(false)
  const [captionsOn, setCaptionsOn] = useState(false)
  const [time, setTime] = useState(0)
  const [mediaDuration, setMediaDuration] = useState<number | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [failed, setFailed] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const hasCaptions = move.captions_url !== ''
  const total = mediaDuration ?? move.duration_seconds
  const fullscreen = useFullscreen(containerRef, videoRef)
  const overlayCaption = useCaptions(videoRef, { available: hasCaptions, on: captionsOn, mirrored })
  useWatchTracker(videoRef, move.duration_seconds, onWatched)

  useEffect(() => {
    if (videoRef.current) videoRef.current.loop = loop
  }, [loop])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    // The default rate survives load() (a retry); the current rate alone would reset to 1.
    video.defaultPlaybackRate = rate
    video.playbackRate = rate
  }, [rate])

  const togglePlay = () => {
    const video = videoRef.current
    if (!video) return
    if (!video.paused) {
      video.pause()
      return
    }
    video.play().catch((error: unknown) => {
      if (isAbort(error)) return
      if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true)
      else console.warn('The video did not start', error)
    })
  }

  const seekTo = (seconds: number) => {
    const video = videoRef.current
    if (!video) return
    const target = Math.max(0, Math.min(seconds, total || seconds))
    video.currentTime = target
    setTime(target)
    return target
  }

  const retry = () => {
    setFailed(false)
    setWaiting(false)
    videoRef.current?.load()
  }

  const run = (action: PlayerAction): string => {
    switch (action.type) {
      case 'togglePlay':
        togglePlay()
        return ''
      case 'toggleLoop':
        setLoop(!loop)
        return loop ? 'Loop off' : 'Loop on'
      case 'toggleMirror':
        setMirrored(!mirrored)
        return mirrored ? 'Mirror off' : 'Mirror on'
      case 'toggleCaptions':
        setCaptionsOn(!captionsOn)
        return captionsOn ? 'Captions off' : 'Captions on'
      case 'toggleFullscreen':
        fullscreen.toggle()
        return ''
      case 'setRate':
        setRate(action.rate)
        return `Speed ${action.rate}×`
      case 'seekBy': {
        const target = seekTo((videoRef.current?.currentTime ?? time) + action.seconds)
        return target === undefined ? '' : `${formatTime(target)} of ${formatTime(total)}`
      }
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = shortcutFor(event)
    if (!action) return
    if (action.type === 'toggleCaptions' && !hasCaptions) return
    if (action.type === 'toggleFullscreen' && !fullscreen.supported) return
    event.preventDefault()
    // A shortcut changes a control that does not have focus, so say what changed.
    setAnnouncement(run(action))
  }

  return (
    <div
      ref={containerRef}
      className={['move-player', fullscreen.active && 'move-player--fullscreen'].filter(Boolean).join(' ')}
      role="group"
      aria-label={`Video: ${move.title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="move-player__stage">
        <video
          ref={videoRef}
          className={['move-player__video', mirrored && 'move-player__video--mirrored'].filter(Boolean).join(' ')}
          poster={move.poster_url || undefined}
          playsInline
          preload="metadata"
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setMediaDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : null)}
          onDurationChange={(event) => setMediaDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : null)}
          onWaiting={() => setWaiting(true)}
          onPlaying={() => setWaiting(false)}
          onCanPlay={() => setWaiting(false)}
          onError={(event) => {
            // React bubbles each <source>'s error up to here; only the video's own error (decoding) counts.
            if (event.target === event.currentTarget) setFailed(true)
          }}
        >
          {move.video_webm_url && <source src={move.video_webm_url} type="video/webm" />}
          {/* Only the last source's error means no source could play (the earlier one may just be unsupported). */}
          <source src={move.video_url} type="video/mp4" onError={() => setFailed(true)} />
          {hasCaptions && <track kind="captions" src={move.captions_url} srcLang="en" label="English" />}
        </video>
        {overlayCaption && (
          <p className="move-player__caption" aria-hidden="true">
            {overlayCaption}
          </p>
        )}
        {waiting && playing && !failed && <Spinner className="move-player__buffering" size={48} label="Loading the video…" />}
        {failed && (
          <div className="move-player__error" role="alert">
            <p>{VIDEO_ERROR_TEXT}</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
      </div>
      <PlayerControls
        playing={playing}
        time={time}
        total={total}
        loop={loop}
        rate={rate}
        mirrored={mirrored}
        captionsOn={hasCaptions ? captionsOn : null}
        fullscreen={fullscreen.supported ? fullscreen.active : null}
        onTogglePlay={togglePlay}
        onSeek={seekTo}
        onToggleLoop={() => setLoop(!loop)}
        onRate={setRate}
        onToggleMirror={() => setMirrored(!mirrored)}
        onToggleCaptions={() => setCaptionsOn(!captionsOn)}
        onToggleFullscreen={fullscreen.toggle}
      />
      <ShortcutsHelp />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
