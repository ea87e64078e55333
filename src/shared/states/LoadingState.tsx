import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import './states.css'

/** A page (or, smaller, a section) waiting for its data, with what is loading written beside it. */
export function LoadingState({ label, section = false }: { label: string; section?: boolean }) {
  return (
    <div className={section ? 'mt-state mt-state--section' : 'mt-state'}>
      <LabelledSpinner size={section ? 32 : 40} label={label} />
    </div>
  )
}
