/** What the device showed while the server's answer is missing: its age and, if any, the server's reason. */
export interface SavedCopy {
  /** When the copy was last refreshed from the server; null when the source keeps no time. */
  savedAt: number | null
  /** Set when the server answered with an error (not merely "no network"): worth saying over the copy. */
  message?: string
}

/**
 * Every page's data in one of these states. `error.offline`: the network, not the server, is why,
 * so the page shows its offline state. `ready.saved`: shown from the device, not (yet) from the server.
 */
export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; error: unknown; offline: boolean }
  | { status: 'not-found' }
  | { status: 'empty'; data: T; saved: SavedCopy | null }
  | { status: 'ready'; data: T; saved: SavedCopy | null }

/** The data when there is some to show (empty included), else undefined. */
export function remoteData<T>(state: RemoteState<T>): T | undefined {
  return state.status === 'ready' || state.status === 'empty' ? state.data : undefined
}
