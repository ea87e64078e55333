import type { ReactNode } from 'react'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import './states.css'

export interface OfflineStateProps {
  /** A heading, when the offline state is the whole page; otherwise it opens with "You’re offline.". */
  title?: string
  /** What waits for the network, e.g. "Your profile will show when you are back online." */
  children: ReactNode
  /** Offered when the page can ask again (it also asks by itself once the browser is back online). */
  onRetry?: () => void
  /** Another way forward, such as a link to what works offline. */
  action?: ReactNode
}

/** Data that needs the network while there is none: calm, not an error. */
export function OfflineState({ title, children, onRetry, action }: OfflineStateProps) {
  const retry = onRetry && (
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  )
  const actions = (retry || action) && (
    <p className="mt-state__actions">
      {retry}
      {action}
    </p>
  )
  if (title) {
    return (
      <div className="mt-state mt-state--offline" role="status">
        <h2 className="mt-state__title">{title}</h2>
        <p>{children}</p>
        {actions}
      </div>
    )
  }
  return (
    <div className="mt-state mt-state--problem">
      <FormAlert tone="info">
        <strong>You’re offline.</strong> {children}
      </FormAlert>
      {actions}
    </div>
  )
}
