import { useState } from 'react'
import { useSetAtom } from 'jotai'
import type { BillingInterval, ChangeSubscriptionResponse, Price } from '@/api/payments/paymentTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { BillingPageFrame } from '../shared/BillingPageFrame'
import { intervalLabel } from '../shared/periodText'
import { BillingLoadFailed, BillingLoading } from '../shared/RemoteStates'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { usePrices } from '../shared/usePrices'
import { ChangePlanDialog } from './ChangePlanDialog'
import { PlanPicker } from './PlanPicker'
import './plans.css'

/** /plans and /user/plans: the plans on offer; a subscriber's own plan is marked and the others offer a change. */
export function PlansPage() {
  const prices = usePrices()
  const plan = useCurrentSubscription()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null)
  const [target, setTarget] = useState<Price | null>(null)

  const current = plan.state.kind === 'ready' ? plan.state.data.subscription : null
  // Until the member picks, show the period of the plan they are on.
  const interval = chosenInterval ?? current?.interval ?? 'month'

  const changed = (response: ChangeSubscriptionResponse) => {
    setTarget(null)
    plan.replace({ subscription: response.subscription, upcoming: null })
    // The upcoming invoice changes with the plan; fetch it rather than guess.
    plan.refresh()
    showSnackbar({ text: `You are now on ${response.subscription.product_name} (${intervalLabel(response.subscription.interval).toLowerCase()}).` })
  }

  return (
    <BillingPageFrame title="Choose your plan" intro="Every plan includes the whole move library, offline downloads and new moves every week.">
      {(prices.state.kind === 'loading' || plan.state.kind === 'loading') && <BillingLoading label="Loading plans…" />}
      {prices.state.kind === 'failed' && (
        <BillingLoadFailed what="The plans" message={prices.state.message} network={prices.state.network} onRetry={prices.retry} />
      )}
      {prices.state.kind === 'ready' && plan.state.kind !== 'loading' && (
        <>
          {plan.state.kind === 'failed' && (
            <div className="plans-page__notice">
              <FormAlert tone="info">{`We could not check whether you already have a plan. ${plan.state.message}`}</FormAlert>
              <Button variant="secondary" onClick={plan.retry}>
                Check again
              </Button>
            </div>
          )}
          <PlanPicker
            prices={prices.state.data}
            interval={interval}
            onIntervalChange={setChosenInterval}
            current={current}
            onChangePlan={setTarget}
          />
        </>
      )}
      {current && <ChangePlanDialog target={target} current={current} onClose={() => setTarget(null)} onChanged={changed} />}
    </BillingPageFrame>
  )
}
