import { useSyncExternalStore } from 'react'
import { consentSnapshot, subscribeConsent, type ConsentState } from './consent'

/** The analytics choice as it is now, redrawn when it changes here or in another tab. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, consentSnapshot)
}
