import type { Price } from '@/api/payments/paymentTypes'
import { formatMoney } from '@/shared/plans/money'
import { Panel } from '@/ui/panel/Panel'
import { intervalLabel, renewalText } from '../shared/periodText'
import './payment.css'

export type OrderSummaryPrice = Pick<Price, 'product_name' | 'product_description' | 'interval' | 'amount' | 'currency'>

/** What the member is about to pay for: plan, period, amount today, and what happens after. */
export function OrderSummary({ price }: { price: OrderSummaryPrice }) {
  return (
    <Panel title="Order summary" className="order-summary">
      <dl className="billing-summary">
        <dt>Plan</dt>
        <dd>{price.product_name}</dd>
        <dt>Billing</dt>
        <dd>{intervalLabel(price.interval)}</dd>
        <dt className="billing-summary__total">Due today</dt>
        <dd className="billing-summary__total">{formatMoney(price.amount, price.currency)}</dd>
      </dl>
      <p className="billing-text">{`${renewalText(price.interval)} You pay ${formatMoney(price.amount, price.currency)} each ${price.interval} until you cancel.`}</p>
    </Panel>
  )
}
