import type { ReactNode } from 'react'
import type { ToastStatus } from '@/lib/snackbar/snackbarState'
import './snackbar.css'

export interface SnackbarViewProps {
  /** Empty string: nothing shown, but the live regions stay in the DOM. */
  message: string
  status: ToastStatus
  onDismiss: () => void
}

const ICONS: Record<ToastStatus, ReactNode> = {
  success: <path d="M9 12.5l2 2 4-4.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  error: <path d="M12 8v5m0 3.5v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  warning: <path d="M12 9v4m0 3.5v.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />,
  info: <path d="M12 11v5m0-8.5v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
}

/** Errors and warnings interrupt (alert); success and info wait their turn (status). */
export function isAssertive(status: ToastStatus): boolean {
  return status === 'error' || status === 'warning'
}

/**
 * Both live regions are always rendered, empty when idle: screen readers only announce changes
 * to a region they already know about, and a region that appears together with its text is
 * often missed.
 */
export function SnackbarView({ message, status, onDismiss }: SnackbarViewProps) {
  const visible = message !== ''
  const assertive = isAssertive(status)
  return (
    <div className="mt-snackbar-host">
      <div className={['mt-snackbar', visible && 'mt-snackbar--visible', `mt-snackbar--${status}`].filter(Boolean).join(' ')}>
        {visible && (
          <svg
            className="mt-snackbar__icon"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {ICONS[status]}
          </svg>
        )}
        <div className="mt-snackbar__regions">
          <p className="mt-snackbar__message" role="status" aria-live="polite" aria-atomic="true">
            {visible && !assertive ? message : ''}
          </p>
          <p className="mt-snackbar__message" role="alert" aria-live="assertive" aria-atomic="true">
            {visible && assertive ? message : ''}
          </p>
        </div>
        {visible && (
          <button type="button" className="mt-snackbar__dismiss" onClick={onDismiss}>
            Dismiss
          </button>
        )}
      </div>
    </div>
  )
}
