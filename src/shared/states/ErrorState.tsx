import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import './states.css'

export interface ErrorStateProps {
  /** What did not load, e.g. "Your invoices": the message then reads "Your invoices could not load. …". */
  what?: string
  /** The server's message. */
  message: string
  onRetry: () => void
}

/** The server's reason and "Try again", keeping the member on the page. */
export function ErrorState({ what, message, onRetry }: ErrorStateProps) {
  return (
    <div className="mt-state mt-state--problem">
      <LoadFailedAlert message={what ? `${what} could not load. ${message}` : message} onRetry={onRetry} />
    </div>
  )
}
