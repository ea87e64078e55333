import type { BrowserContext, Page } from '@playwright/test'

/**
 * A visitor who already answered the analytics question (no to both), so the first-visit consent
 * banner does not sit over the bottom of the page. For specs about something else; the consent specs
 * answer the banner themselves. The stored shape is src/shared/analytics/consent.ts's.
 */
export async function withConsentDecided(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    localStorage.setItem('movetime.consent', JSON.stringify({ version: 1, statistics: false, snapshots: false, decided_at: new Date().toISOString() }))
  })
}
