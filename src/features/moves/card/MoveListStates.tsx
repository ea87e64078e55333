import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { Spinner } from '@/ui/spinner/Spinner'
import './moveListStates.css'

export function MovesLoading({ label }: { label: string }) {
  return (
    <div className="move-list-state">
      <Spinner size={40} label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  )
}

const syncedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Shown over moves read from the device: how fresh they are, and why the server was not asked. */
export function MovesFromDevice({ syncedAt, message, onRetry }: { syncedAt: number | null; message?: string; onRetry: () => void }) {
  return (
    <div className="move-list-device" role="status">
      <p>
        {message ?? 'Showing the moves saved on this device.'}
        {syncedAt !== null && <> Last synced {syncedFormat.format(syncedAt)}.</>}
      </p>
      {message && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}

/** The server's reason and a way out that keeps the member on the page. */
export function MovesLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="move-list-state move-list-state--failed">
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
