import type { Page } from '@playwright/test'

/**
 * Opens a prerendered page with the app's entry script held back, so the visitor acts on the
 * plain HTML first, as on a phone slower than its visitor. Call the returned function to let the
 * app load and take the page over. Only on a first visit: a page the service worker answers never
 * reaches this route.
 */
export async function openBeforeTakeover(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  // A module script holds DOMContentLoaded back, so wait for the page's HTML, not for its events.
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

/** True once React owns this element (it marks each element it hydrates): the app has taken the page over. */
export const ownedByApp = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))
