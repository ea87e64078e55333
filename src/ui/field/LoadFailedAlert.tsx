import { Button } from '@/ui/button/Button'
import { FormAlert } from './FormAlert'

/**
 * Why something did not load, and "Try again" (left out without `onRetry`: trying again would
 * fail the same way). A fragment, so the page's own status container lays both out.
 */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      {onRetry && (
        <p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </p>
      )}
    </>
  )
}
