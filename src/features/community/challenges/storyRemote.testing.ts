import type { RemoteState, SavedCopy } from '@/shared/remote/remoteState'

/** Story- and test-only: a page's remote data held in one state. */
export function frozen<T>(state: RemoteState<T>) {
  return { state, retry: () => {} }
}

export const loadingState = { status: 'loading' } as const
export const failedState = { status: 'error', message: 'Request failed (500).', error: new Error('Request failed (500).'), offline: false } as const
export const offlineState = { status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true } as const
export const notFoundState = { status: 'not-found' } as const

export function readyState<T>(data: T, saved: SavedCopy | null = null): RemoteState<T> {
  return { status: 'ready', data, saved }
}

export function emptyState<T>(data: T): RemoteState<T> {
  return { status: 'empty', data, saved: null }
}
