import type { RemoteState } from '@/shared/remote/remoteState'
import { ErrorState } from '@/shared/states/ErrorState'

/**
 * For RemoteContent's `offline`: the move pages show a read that failed for want of a network,
 * with nothing saved on the device, as a problem in the network's own words with "Try again".
 */
export const offlineAsError = (state: RemoteState<unknown>) => (retry: () => void) =>
  state.status === 'error' ? <ErrorState message={state.message} onRetry={retry} /> : null
