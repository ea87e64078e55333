/** What the member actually watched since the last report. */
export interface WatchProgress {
  secondsWatched: number
  completed: boolean
}

/** Shorter bursts are not worth a history entry (a tap on play and straight back to pause). */
export const MIN_REPORT_SECONDS = 2
/** Watching this share of a move counts as completing it, even without the last second or two. */
export const COMPLETION_SHARE = 0.9
/**
 * timeupdate fires every 15–250 ms while playing; a bigger step between two of them is a seek
 * (or a wrap-around), and skipped time was not watched.
 */
const MAX_STEP_SECONDS = 1.5

/**
 * Counts seconds of playback from the media clock, ignoring seeks, and hands them out once:
 * `take()` empties the count, so a pause followed by an unmount never reports the same seconds twice.
 */
export class WatchAccumulator {
  private last: number | null = null
  private pending = 0
  private sinceCompletion = 0
  private reachedEnd = false

  /** Playback (re)started at `time`. */
  start(time: number): void {
    this.last = time
  }

  /** The playhead moved to `time` during playback. */
  advance(time: number, duration: number): void {
    if (this.last === null) {
      this.last = time
      return
    }
    let step = time - this.last
    const hasDuration = Number.isFinite(duration) && duration > 0
    // A looping video jumps from its end back to the start without an `ended` event.
    if (step < 0 && hasDuration && duration - this.last <= MAX_STEP_SECONDS && time <= MAX_STEP_SECONDS) {
      step = duration - this.last + time
      this.reachedEnd = true
    }
    if (step > 0 && step <= MAX_STEP_SECONDS) {
      this.pending += step
      this.sinceCompletion += step
    }
    if (hasDuration && time >= duration) this.reachedEnd = true
    this.last = time
  }

  /** The member moved the playhead: the jump itself is not watching. */
  seek(time: number): void {
    if (this.last !== null) this.last = time
  }

  /** Playback paused; nothing counts until it starts again. */
  stop(): void {
    this.last = null
  }

  /** Playback reached the end. */
  end(duration: number): void {
    if (Number.isFinite(duration) && duration > 0) this.advance(duration, duration)
    this.reachedEnd = true
    this.last = null
  }

  /** The progress to report, once; null while less than MIN_REPORT_SECONDS has built up. */
  take(duration: number): WatchProgress | null {
    if (this.pending < MIN_REPORT_SECONDS) return null
    const watchedMost = Number.isFinite(duration) && duration > 0 && this.sinceCompletion >= COMPLETION_SHARE * duration
    const completed = this.reachedEnd || watchedMost
    const progress = { secondsWatched: Math.round(this.pending), completed }
    this.pending = 0
    this.reachedEnd = false
    if (completed) this.sinceCompletion = 0
    return progress
  }
}
