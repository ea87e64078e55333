import { useEffect, useState, type RefObject } from 'react'

function captionTrack(video: HTMLVideoElement): TextTrack | null {
  // textTracks is array-like, not an array, in every browser.
  const tracks = Array.from(video.textTracks ?? [])
  return tracks.find((track) => track.kind === 'captions' || track.kind === 'subtitles') ?? null
}

function cueText(track: TextTrack): string {
  const cues = Array.from(track.activeCues ?? [])
  return cues
    .map((cue) => ('text' in cue && typeof cue.text === 'string' ? cue.text : ''))
    .filter(Boolean)
    .join('\n')
}

/**
 * Shows or hides the move's caption track. While the video is mirrored the browser would mirror
 * its own caption rendering too (unreadable), so the track is then kept `hidden` and its current
 * cue text is returned for the player to draw unmirrored on top.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  { available, on, mirrored }: { available: boolean; on: boolean; mirrored: boolean },
): string {
  const [overlayText, setOverlayText] = useState('')
  const drawOurselves = available && on && mirrored

  useEffect(() => {
    const video = videoRef.current
    const track = video && available ? captionTrack(video) : null
    if (!track) return
    track.mode = on && !mirrored ? 'showing' : 'hidden'
    if (!drawOurselves) return
    const update = () => setOverlayText(cueText(track))
    update()
    track.addEventListener('cuechange', update)
    return () => {
      track.removeEventListener('cuechange', update)
      setOverlayText('')
    }
  }, [videoRef, available, on, mirrored, drawOurselves])

  return drawOurselves ? overlayText : ''
}
