import { Button } from '@/ui/button/Button'
import { FormAlert } from './FormAlert'

/**
 * Why something did not load, and "Try again". A fragment, so the page's own status container
 * lays both out.
 */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </p>
    </>
  )
}
