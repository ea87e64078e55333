import type { AnalyticsEventName } from '@/api/analytics/analyticsTypes'

/*
 * Where pages report named events (move played, favourite, plan chosen). Kept tiny: member pages
 * import it on their first load. Until the visitor consents and the collector loads, there is no
 * sink and the event is dropped here: nothing is recorded before a choice.
 */

type EventSink = (name: AnalyticsEventName, detail?: string) => void
let sink: EventSink | undefined

/** Records a named event with a short, non-personal detail (a move id, a plan's name), if the visitor consented. */
export function trackEvent(name: AnalyticsEventName, detail?: string): void {
  sink?.(name, detail)
}

/** The collector connects itself on start and lets go on stop. */
export function setEventSink(next: EventSink | undefined): void {
  sink = next
}
