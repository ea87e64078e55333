import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { MoveDetail } from '@/api/moves/moveTypes'
import { trackEvent } from '@/shared/analytics/trackEvent'
import { Button } from '@/ui/button/Button'
import { Spinner } from '@/ui/spinner/Spinner'
import { formatTime } from './formatTime'
import { PlayerControls } from './PlayerControls'
import { shortcutFor, type PlaybackRate, type PlayerAction } from './playerShortcuts'
import { PlayerIcon } from './PlayerIcon'
import { useCaptions } from './useCaptions'
import { useControlsVisibility } from './useControlsVisibility'
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

// Opened rarely, and only from the "?" button or key: not needed to draw the move page.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })))

function isAbort(error: unknown): boolean {
  // A pause (or a new source) interrupting play() rejects it; that is not a failure.
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * A move's video with controls made for practising: loop, slow speeds, mirror, captions, keyboard.
 * A large play button sits over the poster; the controls are overlaid on the video and fade while
 * it plays (a tap, click, key or mouse move brings them back), so the move is not covered.
 */
export function MovePlayer({ move, onWatched }: MovePlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const playedOnce = useRef(false)
  const [loop, setLoop] = useState(false)
  const [rate, setRate] = useState<PlaybackRate>(1)
  const [mirrored, setMirrored] = useState(false)
  const [captionsOn, setCaptionsOn] = useState(false)
  const [time, setTime] = useState(0)
  const [mediaDuration, setMediaDuration] = useState<number | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [failed, setFailed] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const controls = useControlsVisibility(playing)

  const hasCaptions = move.captions_url !== ''
  const total = mediaDuration ?? move.duration_seconds
  const fullscreen = useFullscreen(containerRef, videoRef)
  const overlayCaption = useCaptions(videoRef, { available: hasCaptions, on: captionsOn, mirrored })
  useWatchTracker(videoRef, move.duration_seconds, onWatched)
  const onPlay = () => {
    setPlaying(true)
    // Analytics counts a play per player, not each resume after a pause.
    if (!playedOnce.current) trackEvent('move played')
    playedOnce.current = true
  }

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

  /** A failed video is never left looking as if it plays: the button goes back to Play. */
  const fail = () => {
    setFailed(true)
    setPlaying(false)
    setWaiting(false)
  }

  const togglePlay = () => {
    const video = videoRef.current
    if (!video) return
    controls.reveal()
    if (!video.paused) {
      video.pause()
      return
    }
    video.play().catch((error: unknown) => {
      if (isAbort(error)) return
      if (error instanceof DOMException && error.name === 'NotSupportedError') fail()
      else {
        // Refused (e.g. no autoplay permission): still paused, so say so.
        setPlaying(!video.paused)
        console.warn('The video did not start', error)
      }
    })
  }

  /** A tap on the picture: first it brings hidden controls back; with them showing, it plays or pauses. */
  const onSurfaceClick = () => {
    if (!controls.shown) controls.reveal()
    else togglePlay()
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') controls.reveal()
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
      case 'showShortcuts':
        setShortcutsOpen(true)
        return ''
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
    controls.reveal()
    // A shortcut changes a control that does not have focus, so say what changed.
    setAnnouncement(run(action))
  }

  const showBigButton = !failed && !(waiting && playing)

  return (
    <div
      ref={containerRef}
      className={['move-player', fullscreen.active && 'move-player--fullscreen'].filter(Boolean).join(' ')}
      role="group"
      aria-label={`Video: ${move.title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
    >
      <div className="move-player__stage" data-controls={controls.shown ? 'shown' : 'hidden'} data-playing={playing || undefined}>
        <video
          ref={videoRef}
          className={['move-player__video', mirrored && 'move-player__video--mirrored'].filter(Boolean).join(' ')}
          poster={move.poster_url || undefined}
          playsInline
          preload="metadata"
          onClick={onSurfaceClick}
          onPlay={onPlay}
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
            if (event.target === event.currentTarget) fail()
          }}
        >
          {move.video_webm_url && <source src={move.video_webm_url} type="video/webm" />}
          {/* Only the last source's error means no source could play (the earlier one may just be unsupported). */}
          <source src={move.video_url} type="video/mp4" onError={fail} />
          {hasCaptions && <track kind="captions" src={move.captions_url} srcLang="en" label="English" />}
        </video>
        {overlayCaption && (
          <p className="move-player__caption" aria-hidden="true">
            {overlayCaption}
          </p>
        )}
        {waiting && playing && !failed && <Spinner className="move-player__buffering" size={48} label="Loading the video…" />}
        {showBigButton && (
          <button type="button" className="move-player__big-play move-player__overlay" onClick={togglePlay}>
            <PlayerIcon name={playing ? 'pause' : 'play'} size={40} />
            <span className="visually-hidden">{playing ? 'Pause' : 'Play'}</span>
          </button>
        )}
        {failed && (
          <div className="move-player__error" role="alert">
            <p>{VIDEO_ERROR_TEXT}</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
        <div className="move-player__overlay move-player__overlay--bottom">
          <PlayerControls
            time={time}
            total={total}
            loop={loop}
            rate={rate}
            mirrored={mirrored}
            captionsOn={hasCaptions ? captionsOn : null}
            fullscreen={fullscreen.supported ? fullscreen.active : null}
            onSeek={seekTo}
            onToggleLoop={() => setLoop(!loop)}
            onRate={setRate}
            onToggleMirror={() => setMirrored(!mirrored)}
            onToggleCaptions={() => setCaptionsOn(!captionsOn)}
            onToggleFullscreen={fullscreen.toggle}
            onShowShortcuts={() => setShortcutsOpen(true)}
          />
        </div>
      </div>
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog open onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
