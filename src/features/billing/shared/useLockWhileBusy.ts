import { useEffect } from 'react'

/**
 * For a form inside a dialog that it does not render: tells the dialog it cannot be dismissed while
 * the form is busy, and that it can again once the form is gone (closed by its own success, say).
 */
export function useLockWhileBusy(busy: boolean, onDismissibleChange: (dismissible: boolean) => void) {
  useEffect(() => {
    onDismissibleChange(!busy)
    return () => onDismissibleChange(true)
  }, [busy, onDismissibleChange])
}
