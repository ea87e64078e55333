import { Spinner } from './Spinner'
import './spinner.css'

export interface FullScreenSpinnerProps {
  size?: number
  label?: string
}

/** Covers the viewport while the app checks the session or a lazy page loads. */
export function FullScreenSpinner({ size = 100, label = 'Loading…' }: FullScreenSpinnerProps) {
  return (
    <div className="mt-fullscreen-spinner">
      <Spinner size={size} label={label} />
    </div>
  )
}
