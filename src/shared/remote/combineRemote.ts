import type { RemoteData } from './useRemoteData'
import { remoteData, type RemoteState, type SavedCopy } from './remoteState'

type Part = Pick<RemoteData<unknown>, 'state' | 'retry'>
type DataOf<P extends Part> = P['state'] extends RemoteState<infer T> ? T : never

/**
 * Several reads a page needs together, shown as one: the first part's error as soon as one fails,
 * not found when any part is, loading until every part has data, then all the data by name.
 * `retry` asks again only for the parts that failed.
 */
export function combineRemote<P extends Record<string, Part>>(parts: P): { state: RemoteState<{ [K in keyof P]: DataOf<P[K]> }>; retry: () => void } {
  const all = Object.values(parts)
  const retry = () => {
    for (const part of all) if (part.state.status === 'error') part.retry()
  }
  const failed = all.find((part) => part.state.status === 'error')?.state
  if (failed?.status === 'error') return { state: failed, retry }
  if (all.some((part) => part.state.status === 'not-found')) return { state: { status: 'not-found' }, retry }
  if (all.some((part) => part.state.status === 'loading')) return { state: { status: 'loading' }, retry }
  const data = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, remoteData(part.state)])) as { [K in keyof P]: DataOf<P[K]> }
  const saved: SavedCopy | null = all.map((part) => ('saved' in part.state ? part.state.saved : null)).find((copy) => copy !== null) ?? null
  return { state: { status: 'ready', data, saved }, retry }
}
