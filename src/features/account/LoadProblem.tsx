import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import './account.css'

export interface LoadProblemProps {
  message: string
  offline: boolean
  /** Completes "You're offline. …", e.g. "Your profile will show when you are back online." */
  offlineText: string
  onRetry: () => void
}

/** Why a page's data is missing: the offline state when the network is down, the server's message otherwise. */
export function LoadProblem({ message, offline, offlineText, onRetry }: LoadProblemProps) {
  return (
    <div className="account-state">
      {offline ? (
        <>
          <FormAlert tone="info">
            <strong>You’re offline.</strong> {offlineText}
          </FormAlert>
          <p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </p>
        </>
      ) : (
        <LoadFailedAlert message={message} onRetry={onRetry} />
      )}
    </div>
  )
}
