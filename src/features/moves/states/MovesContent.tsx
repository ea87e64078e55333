import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent, type RemoteContentProps } from '@/shared/states/RemoteContent'
import { offlineAsError } from './offlineAsError'

export interface MovesContentProps<T> extends Omit<RemoteContentProps<T>, 'remote' | 'offline' | 'savedText'> {
  remote: Pick<RemoteData<T>, 'state' | 'retry'>
  /** The moves may come from the device: say so over them when they do. */
  savedOnDevice?: boolean
}

/** RemoteContent for the move pages: offline with nothing saved reads as the network's failure (offlineAsError). */
export function MovesContent<T>({ remote, savedOnDevice = false, ...rest }: MovesContentProps<T>) {
  return (
    <RemoteContent
      {...rest}
      remote={remote}
      offline={offlineAsError(remote.state)}
      savedText={savedOnDevice ? 'Showing the moves saved on this device.' : undefined}
    />
  )
}
