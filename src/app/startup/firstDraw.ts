import { afterNextPaint } from '@/shared/remote/afterNextPaint'
import { whenIdle } from './whenIdle'

/*
 * Work the first page does not need (the sync engine with axios, the worker's registration with
 * workbox-window, the background session check) starts after that page has drawn. "Idle" alone is
 * not enough: while the page's own chunks and data are still on their way the main thread is idle,
 * and an idle callback would put those downloads ahead of the page's.
 */

let drawn = false
const waiting = new Set<() => void>()
/** When no page draws (a failed chunk, a tab opened in the background), deferred work still starts. */
const FALLBACK_MS = 5000

/** Called once the first page (not the splash or the spinner) is committed; idempotent. */
export function markFirstDraw(): void {
  if (drawn) return
  void afterNextPaint().then(() => {
    if (drawn) return
    drawn = true
    for (const run of [...waiting]) run()
  })
}

export function hasDrawnFirstPage(): boolean {
  return drawn
}

/**
 * Runs `run` once the first page has drawn and the browser is then idle (at the latest `timeout`
 * ms after the draw). Returns the cancel.
 */
export function afterFirstDraw(run: () => void, timeout?: number): () => void {
  let cancelIdle: (() => void) | null = null
  const start = () => {
    waiting.delete(start)
    window.clearTimeout(fallback)
    cancelIdle ??= whenIdle(run, timeout)
  }
  const fallback = window.setTimeout(start, FALLBACK_MS)
  if (drawn) start()
  else waiting.add(start)
  return () => {
    waiting.delete(start)
    window.clearTimeout(fallback)
    cancelIdle?.()
  }
}

/** The first-draw moment as a promise (see afterFirstDraw). */
export function firstDrawn(timeout?: number): Promise<void> {
  return new Promise((resolve) => afterFirstDraw(resolve, timeout))
}

/** Each test renders a new app, whose first page has not drawn yet. */
export function forgetFirstDraw(): void {
  drawn = false
  waiting.clear()
}
