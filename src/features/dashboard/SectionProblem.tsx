import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { Spinner } from '@/ui/spinner/Spinner'
import './dashboard.css'

export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="dashboard__loading">
      <Spinner size={32} label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  )
}

/** A section's own error with a retry, so the rest of the dashboard stays usable. */
export function SectionFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="dashboard__failed">
      <FormAlert>
        {what} could not load. {message}
      </FormAlert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  )
}
