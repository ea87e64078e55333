export const REFUND_REASON_MIN = 10
export const REFUND_REASON_MAX = 500

/** The message for a refund reason that cannot be sent, or undefined when it can. */
export function refundReasonError(reason: string): string | undefined {
  const length = reason.trim().length
  if (length === 0) return 'Tell us why you would like a refund.'
  if (length < REFUND_REASON_MIN) return `Tell us a little more: at least ${REFUND_REASON_MIN} characters (you have ${length}).`
  if (length > REFUND_REASON_MAX) return `Keep it to ${REFUND_REASON_MAX} characters or fewer (you have ${length}).`
  return undefined
}
