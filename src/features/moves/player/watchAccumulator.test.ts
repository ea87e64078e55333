// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { WatchAccumulator } from './watchAccumulator'

function watch(accumulator: WatchAccumulator, from: number, to: number, duration: number, step = 0.25) {
  for (let time = from + step; time < to + 1e-9; time += step) accumulator.advance(Math.min(time, to), duration)
}

describe('WatchAccumulator', () => {
  it('keeps short stretches until they add up to something worth reporting', () => {
    const watched = new WatchAccumulator()
    watched.start(0)
    watch(watched, 0, 1, 30)
    watched.stop()
    expect(watched.take(30)).toBeNull()
    watched.start(1)
    watch(watched, 1, 2.5, 30)
    expect(watched.take(30)).toEqual({ secondsWatched: 3, completed: false })
    expect(watched.take(30)).toBeNull()
  })

  it('counts a looping video across the wrap and marks it completed', () => {
    const watched = new WatchAccumulator()
    watched.start(2)
    watch(watched, 2, 5, 5)
    watched.advance(0.25, 5)
    expect(watched.take(5)).toEqual({ secondsWatched: 3, completed: true })
  })

  it('completes at 90 % once, then counts the next full watch again', () => {
    const watched = new WatchAccumulator()
    watched.start(0)
    watch(watched, 0, 9, 10)
    expect(watched.take(10)).toEqual({ secondsWatched: 9, completed: true })
    watched.seek(0)
    watch(watched, 0, 3, 10)
    expect(watched.take(10)).toEqual({ secondsWatched: 3, completed: false })
  })

  it('ignores time moving while paused', () => {
    const watched = new WatchAccumulator()
    watched.seek(4)
    expect(watched.take(10)).toBeNull()
  })
})
