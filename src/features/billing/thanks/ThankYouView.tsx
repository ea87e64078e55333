import { Link } from '@/ui/link/Link'
import type { Invoice, Subscription } from '@/api/payments/paymentTypes'
import { paths } from '@/shared/paths/routePaths'
import { formatDate } from '@/shared/dates/formatDate'
import { formatMoney } from '@/shared/plans/money'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { intervalLabel } from '../shared/periodText'
import '../shared/billing.css'
import './thankYou.css'

export interface ThankYouViewProps {
  subscription: Subscription | null
  invoice: Invoice | null
}

/** The welcome after paying: the plan, when it next bills, and the receipt. */
export function ThankYouView({ subscription, invoice }: ThankYouViewProps) {
  const planName = subscription?.product_name ?? invoice?.lines[0]?.description ?? 'your plan'
  const nextBilling = subscription && !subscription.cancel_at_period_end ? subscription.current_period_end : null
  return (
    <div className="thank-you">
      <svg className="thank-you__mark" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <h1 className="thank-you__title">You’re in</h1>
      <p className="thank-you__lead">{`Welcome to ${planName}. Every move in the library is yours to play, download and keep offline.`}</p>
      <dl className="billing-summary thank-you__facts">
        <dt>Plan</dt>
        <dd>{subscription ? `${subscription.product_name}, ${intervalLabel(subscription.interval).toLowerCase()}` : planName}</dd>
        {invoice && (
          <>
            <dt>Paid</dt>
            <dd>{formatMoney(invoice.amount_paid, invoice.currency)}</dd>
          </>
        )}
        {nextBilling && subscription && (
          <>
            <dt>Next billing date</dt>
            <dd>
              <time dateTime={nextBilling}>{formatDate(nextBilling)}</time>
              {` (${formatMoney(subscription.amount, subscription.currency)})`}
            </dd>
          </>
        )}
        {invoice && (
          <>
            <dt>Invoice</dt>
            <dd>
              <Link to={paths.invoice(invoice.id)}>{invoice.number}</Link>
            </dd>
          </>
        )}
      </dl>
      <div className="billing-actions thank-you__actions">
        <ButtonLink to={paths.library}>
          Go to the library
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.billingHistory}>
          Billing history
        </ButtonLink>
      </div>
    </div>
  )
}
