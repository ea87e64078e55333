// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { combineRemote } from './combineRemote'
import type { RemoteState } from './remoteState'

const part = <T,>(state: RemoteState<T>) => ({ state, retry: vi.fn() })
const ready = <T,>(data: T): RemoteState<T> => ({ status: 'ready', data, saved: null })
const failed: RemoteState<never> = { status: 'error', message: 'Down.', error: new Error('Down.'), offline: false }

describe('combineRemote', () => {
  it('is ready with every part’s data by name once all have answered', () => {
    const { state } = combineRemote({ prices: part(ready([1, 2])), plan: part(ready('gold')) })
    expect(state).toEqual({ status: 'ready', data: { prices: [1, 2], plan: 'gold' }, saved: null })
  })

  it('waits for the slowest part, but shows a failure at once and retries only what failed', () => {
    expect(combineRemote({ a: part(ready(1)), b: part({ status: 'loading' }) }).state).toEqual({ status: 'loading' })
    const a = part<number>({ status: 'loading' })
    const b = part<number>(failed)
    const combined = combineRemote({ a, b })
    expect(combined.state).toBe(failed)
    combined.retry()
    expect(b.retry).toHaveBeenCalledOnce()
    expect(a.retry).not.toHaveBeenCalled()
  })

  it('is not found when any part is', () => {
    expect(combineRemote({ a: part(ready(1)), b: part({ status: 'not-found' }) }).state).toEqual({ status: 'not-found' })
  })
})
