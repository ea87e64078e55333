import type { PlanChangePreview, Price, Subscription } from '@/api/payments/paymentTypes'
import { formatDate } from '@/shared/dates/formatDate'
import { formatCredit, formatMoney } from '@/shared/plans/money'
import { intervalLabel } from '../shared/periodText'

export interface PlanChangeSummaryProps {
  from: Pick<Subscription, 'product_name' | 'interval'>
  to: Pick<Price, 'product_name' | 'interval' | 'amount' | 'currency'>
  preview: PlanChangePreview
}

/** The numbers of a plan change before it is confirmed: credit for unused time, new charge, due now. */
export function PlanChangeSummary({ from, to, preview }: PlanChangeSummaryProps) {
  const money = (amount: number) => formatMoney(amount, preview.currency)
  return (
    <div className="plan-change">
      <p className="plan-change__route">
        {`From ${from.product_name} (${intervalLabel(from.interval).toLowerCase()}) to ${to.product_name} (${intervalLabel(to.interval).toLowerCase()}).`}
      </p>
      <dl className="billing-summary">
        <dt>Credit for unused time</dt>
        <dd>{formatCredit(preview.credit, preview.currency)}</dd>
        <dt>{`${to.product_name}, first ${to.interval}`}</dt>
        <dd>{money(preview.charge)}</dd>
        {preview.carried_credit > 0 && (
          <>
            <dt>Credit kept for your next invoice</dt>
            <dd>{money(preview.carried_credit)}</dd>
          </>
        )}
        <dt className="billing-summary__total">Due now</dt>
        <dd className="billing-summary__total">{money(preview.amount_due_now)}</dd>
      </dl>
      <p className="plan-change__renewal">
        {`Your plan then renews on ${formatDate(preview.new_period_end)} at ${formatMoney(to.amount, to.currency)} a ${to.interval}.`}
      </p>
    </div>
  )
}
