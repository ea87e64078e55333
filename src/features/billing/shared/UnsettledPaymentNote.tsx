import { FormAlert } from '@/ui/field/FormAlert'

/**
 * After a payment got no clear answer: says what "Try again" will do, so nobody fears paying twice
 * and nobody starts a second payment elsewhere.
 */
export function UnsettledPaymentNote({ action }: { action: string }) {
  return (
    <FormAlert tone="info">
      {`We did not hear back about your ${action}, so it may or may not have gone through. Trying again sends the very same request: you will be charged at most once.`}
    </FormAlert>
  )
}
