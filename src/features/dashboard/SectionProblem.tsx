import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import './dashboard.css'

export function SectionLoading({ label }: { label: string }) {
  // Smaller than a page's spinner: it stands in for one section of the dashboard.
  return <LabelledSpinner size={32} label={label} />
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
