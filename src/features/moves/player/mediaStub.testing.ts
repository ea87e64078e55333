import { act } from '@testing-library/react'
import { vi } from 'vitest'

/*
 * Test-only: jsdom has no media playback. These stand-ins make play()/pause() behave like a
 * browser's (state plus events) so the player's own logic can be exercised.
 */

function setReadonly<T extends object>(target: T, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, configurable: true, writable: true })
}

/** Replaces play/pause/load on every media element for the current test (restored by vitest). */
export function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setReadonly(this, 'paused', false)
    setReadonly(this, 'ended', false)
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (this.paused) return
    setReadonly(this, 'paused', true)
    this.dispatchEvent(new Event('pause'))
  })
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  return { play, pause, load }
}

/** The media's length, as loadedmetadata would report it. */
export function setDuration(video: HTMLVideoElement, seconds: number): void {
  setReadonly(video, 'duration', seconds)
  act(() => {
    video.dispatchEvent(new Event('durationchange'))
  })
}

/** Plays from the current time to `to` in browser-like timeupdate steps. */
export function playThrough(video: HTMLVideoElement, to: number, step = 0.25): void {
  act(() => {
    for (let time = video.currentTime + step; time < to + 1e-9; time += step) {
      video.currentTime = Math.min(time, to)
      video.dispatchEvent(new Event('timeupdate'))
    }
  })
}

/** A seek, as the browser reports it: the new time, then `seeking`. */
export function seekTo(video: HTMLVideoElement, time: number): void {
  act(() => {
    video.currentTime = time
    video.dispatchEvent(new Event('seeking'))
    video.dispatchEvent(new Event('timeupdate'))
  })
}

/** Reaching the end without loop: the browser pauses (with `ended` already true), then fires `ended`. */
export function reachEnd(video: HTMLVideoElement): void {
  act(() => {
    video.currentTime = video.duration
    video.dispatchEvent(new Event('timeupdate'))
    setReadonly(video, 'ended', true)
    setReadonly(video, 'paused', true)
    video.dispatchEvent(new Event('pause'))
    video.dispatchEvent(new Event('ended'))
  })
}

export interface FakeCaptionTrack extends EventTarget {
  kind: TextTrackKind
  mode: TextTrackMode
  activeCues: Array<{ text: string }> | null
}

/** jsdom loads no <track>; this stands in for the browser's TextTrack of the move's captions. */
export function fakeCaptionTrack(video: HTMLVideoElement): FakeCaptionTrack {
  const track = Object.assign(new EventTarget(), { kind: 'captions' as TextTrackKind, mode: 'disabled' as TextTrackMode, activeCues: null })
  setReadonly(video, 'textTracks', [track])
  return track
}
