import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { useSearchParams } from 'react-router'
import type { BillingInterval, ChangeSubscriptionResponse, Price } from '@/api/payments/paymentTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { PageFrame } from '@/shared/page/PageFrame'
import { remoteData } from '@/shared/remote/remoteState'
import { LoadingState } from '@/shared/states/LoadingState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { intervalLabel } from '../shared/periodText'
import { paymentsOffline } from '../shared/PaymentsOffline'
import { useCurrentSubscription } from '../shared/useCurrentSubscription'
import { usePrices } from '@/shared/plans/usePrices'
import { ChangePlanDialog } from './ChangePlanDialog'
import { PlanPicker } from './PlanPicker'
import { planHighlight } from './planHighlights'
import './plans.css'

/** /plans and /user/plans: the plans on offer; a subscriber's own plan is marked and the others offer a change. */
export function PlansPage() {
  const [search] = useSearchParams()
  // Sent from a page that needs a plan (booking a coach): that plan is marked, scrolled to and focused.
  const highlight = planHighlight(search)
  const prices = usePrices()
  const plan = useCurrentSubscription()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null)
  const [target, setTarget] = useState<Price | null>(null)

  const current = remoteData(plan.state)?.subscription ?? null
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
    <PageFrame title="Choose your plan" intro="Every plan includes the whole move library, offline downloads and new moves every week.">
      <RemoteContent remote={prices} loading="Loading plans…" what="The plans" offline={paymentsOffline}>
        {(list) =>
          // The picker waits for the member's plan too, so it never offers what they already have.
          plan.state.status === 'loading' ? (
            <LoadingState label="Loading plans…" />
          ) : (
            <>
              {plan.state.status === 'error' && (
                <div className="plans-page__notice">
                  <FormAlert tone="info">{`We could not check whether you already have a plan. ${plan.state.message}`}</FormAlert>
                  <Button variant="secondary" onClick={plan.retry}>
                    Check again
                  </Button>
                </div>
              )}
              <PlanPicker
                prices={list}
                interval={interval}
                onIntervalChange={setChosenInterval}
                current={current}
                onChangePlan={setTarget}
                highlight={highlight}
              />
            </>
          )
        }
      </RemoteContent>
      {current && <ChangePlanDialog target={target} current={current} onClose={() => setTarget(null)} onChanged={changed} />}
    </PageFrame>
  )
}
