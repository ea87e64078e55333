import { useRef, useState } from 'react'
import { useFocusOnShow } from '@/ui/focus/useFocusOnShow'
import { Navigate, useNavigate, useParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import { checkout } from '@/api/payments/stripeApi'
import type { Card, CheckoutRequest, Price } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { useForm } from '@/shared/form/useForm'
import type { SubmitAttempt } from '@/shared/form/useIdempotencyKey'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { CardEntryError, type CardEntryHandle } from '../gateway/paymentGateway'
import { isConflict, isDecline } from '../shared/paymentFailure'
import { paymentsOffline } from '../shared/PaymentsOffline'
import type { CurrentPlan } from '../shared/useCurrentSubscription'
import { usePaymentGateway } from '../shared/usePaymentGateway'
import { CardEntrySlot } from '../shared/CardEntrySlot'
import { OrderSummary } from './OrderSummary'
import { PaymentForm } from './PaymentForm'
import { usePaymentPageData } from './usePaymentPageData'
import { initialChoice, type PaymentChoice } from './SavedCardChoice'
import './payment.css'

/** /payment/:id (a price id): the order summary and the card to pay it with. /payment alone goes to the plans. */
export function PaymentPage() {
  const { id } = useParams()
  const priceId = Number(id)
  if (!id || !Number.isInteger(priceId) || priceId <= 0) return <Navigate to={paths.plans} replace />
  return <PaymentForPrice key={priceId} priceId={priceId} />
}

function PaymentForPrice({ priceId }: { priceId: number }) {
  const order = usePaymentPageData(priceId)

  return (
    <PageFrame title="Payment">
      <RemoteContent remote={order} loading="Loading your order…" what="Your order" offline={paymentsOffline}>
        {({ price, cards, current }) =>
          !price ? (
            <EmptyState
              title="This plan is not on offer"
              action={
                <ButtonLink to={paths.plans}>
                  See the plans
                </ButtonLink>
              }
            >
              It may have been retired. Pick one of the current plans instead.
            </EmptyState>
          ) : current.subscription ? (
            <AlreadySubscribed price={price} current={current} />
          ) : (
            <div className="payment-page__layout">
              <OrderSummary price={price} />
              <Checkout price={price} cards={cards} />
            </div>
          )
        }
      </RemoteContent>
    </PageFrame>
  )
}

function AlreadySubscribed({ price, current }: { price: Price; current: CurrentPlan }) {
  const subscription = current.subscription
  if (!subscription) return null
  const same = subscription.price_id === price.id
  return (
    <div className="mt-panel payment-page__notice">
      <h2 className="mt-panel__title">{same ? `You are already on ${price.product_name}` : 'You already have a plan'}</h2>
      <p>
        {same
          ? 'There is nothing to pay. Your billing history shows your invoices and next payment.'
          : `You are on ${subscription.product_name}. Change plan from the plans page: you see the price difference before anything is charged.`}
      </p>
      <ButtonLink to={same ? paths.billingHistory : paths.plans}>
        {same ? 'Billing history' : 'Change plan'}
      </ButtonLink>
    </div>
  )
}

interface PaymentValues {
  choice: PaymentChoice
}

function Checkout({ price, cards }: { price: Price; cards: Card[] }) {
  const navigate = useNavigate()
  const online = useOnline()
  const gateway = usePaymentGateway()
  const cardEntry = useRef<CardEntryHandle>(null)
  const declineRef = useRef<HTMLDivElement>(null)
  const [initial] = useState<PaymentValues>(() => ({ choice: initialChoice(cards, new Date()) }))
  // One idempotency key per attempt: a retry after a lost answer resends the same key and body.
  const form = useForm<PaymentValues>({ initial })
  const { busy, unsettled } = form
  // Where the answer is shown, besides the form's own message: at the card, or with a link to the plans.
  const [decline, setDecline] = useState('')
  const [declineFocus, setDeclineFocus] = useState(0)
  const [conflict, setConflict] = useState('')

  useFocusOnShow(declineRef, declineFocus, declineFocus > 0)

  const pay = async ({ choice }: PaymentValues, attempt: SubmitAttempt) => {
    setDecline('')
    setConflict('')
    if (choice === 'new' && !attempt.retry && !cardEntry.current) throw new Error('The card form is still loading. Try again in a moment.')
    try {
      // After an unsettled failure the same body, key and card token included, is sent again as it was.
      const body = await attempt.body(async (idempotency_key): Promise<CheckoutRequest> => {
        if (choice !== 'new') return { price_id: price.id, card_id: choice, idempotency_key }
        const token = await (cardEntry.current as CardEntryHandle).tokenize()
        return { price_id: price.id, card_token: token.id, idempotency_key }
      })
      const response = await checkout(body)
      navigate(paths.receipt(response.invoice.id), { replace: true })
    } catch (error) {
      // The card entry shows its own messages at its fields; nothing was sent.
      if (error instanceof CardEntryError) return
      if (isDecline(error)) {
        setDecline(errorMessage(error))
        // Only the number goes: the name, expiry and code the member typed stay.
        if (choice === 'new') cardEntry.current?.clearNumber()
        else setDeclineFocus((n) => n + 1)
        return
      }
      if (isConflict(error)) {
        setConflict(errorMessage(error))
        return
      }
      throw error
    }
  }

  return (
    <PaymentForm
      price={price}
      cards={cards}
      choice={form.values.choice}
      onChoiceChange={(next) => {
        form.setValue('choice', next)
        setDecline('')
      }}
      cardEntry={<CardEntrySlot gateway={gateway} entryRef={cardEntry} disabled={busy || unsettled || !online} />}
      cardEntryReady={gateway.state.status === 'ready'}
      decline={decline}
      declineRef={declineRef}
      formError={form.formError}
      formErrorFocusKey={form.settledSubmits}
      conflict={conflict}
      unsettled={unsettled}
      busy={busy}
      online={online}
      onSubmit={(event) => void form.handleSubmit(pay)(event)}
    />
  )
}
