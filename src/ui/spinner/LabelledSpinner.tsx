import { Spinner } from './Spinner'
import './spinner.css'

export interface LabelledSpinnerProps {
  /** Shown beside the spinner and read once, through the spinner's status role. */
  label: string
  size?: number
}

/** A small spinner with what is loading written beside it, for a section or page waiting on data. */
export function LabelledSpinner({ label, size = 40 }: LabelledSpinnerProps) {
  return (
    <div className="mt-labelled-spinner">
      <Spinner size={size} label={label} />
      {/* Hidden from screen readers, which already hear the label from the spinner. */}
      <p aria-hidden="true">{label}</p>
    </div>
  )
}
