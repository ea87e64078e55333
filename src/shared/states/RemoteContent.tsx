import type { ReactNode } from 'react'
import type { RemoteData } from '../remote/useRemoteData'
import { ErrorState } from './ErrorState'
import { LoadingState } from './LoadingState'
import { NotFoundState } from './NotFoundState'
import { OfflineState } from './OfflineState'
import { SavedCopyNote } from './SavedCopyNote'

export interface RemoteContentProps<T> {
  remote: Pick<RemoteData<T>, 'state' | 'retry'>
  /** What is loading, e.g. "Loading your invoices…". */
  loading: string
  /** What did not load, e.g. "Your invoices" (the error then reads "Your invoices could not load. …"). */
  what?: string
  /** A section of a page rather than the page: a smaller spinner. */
  section?: boolean
  /** Completes "You’re offline. …"; or a whole offline state of the page's own. */
  offline?: ReactNode | ((retry: () => void) => ReactNode)
  /** Shown when the answer is empty (the hook's `isEmpty`); default: the children with the data. */
  empty?: ReactNode
  /** Shown when the thing does not exist. */
  notFound?: ReactNode
  /** Over a copy from the device, e.g. "Showing the moves saved on this device." (no note without it). */
  savedText?: string
  children: (data: T) => ReactNode
}

const DEFAULT_OFFLINE = 'This will show when you are back online.'

/** Renders a page's (or section's) remote data in whichever state it is: one place for every page. */
export function RemoteContent<T>({ remote, loading, what, section, offline, empty, notFound, savedText, children }: RemoteContentProps<T>) {
  const { state, retry } = remote
  switch (state.status) {
    case 'loading':
      return <LoadingState label={loading} section={section} />
    case 'not-found':
      return notFound ?? <NotFoundState title="Not found">It may have been removed, or the link is wrong.</NotFoundState>
    case 'error':
      if (!state.offline) return <ErrorState what={what} message={state.message} onRetry={retry} />
      if (typeof offline === 'function') return offline(retry)
      return <OfflineState onRetry={retry}>{offline ?? DEFAULT_OFFLINE}</OfflineState>
    case 'empty':
    case 'ready':
      return (
        <>
          {state.saved && savedText && <SavedCopyNote saved={state.saved} text={savedText} onRetry={retry} />}
          {state.status === 'empty' && empty !== undefined ? empty : children(state.data)}
        </>
      )
  }
}
