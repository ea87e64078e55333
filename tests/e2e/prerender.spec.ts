import { expect, test } from '@playwright/test'

/*
 * The mocked build prerenders the same public pages (src/app/prerender), from the same seed; the
 * mock backend that starts in the page must not disturb the takeover. The api build's spec
 * (api-mode/prerender.spec.ts) covers the heads and JavaScript off.
 */
for (const [path, title] of [
  ['/faq', 'Frequently asked questions'],
  ['/', 'Move better, every day.'],
] as const) {
  // Each test is a first visit in a fresh context: no service worker yet.
  test(`the mocked build takes ${path} over in place, with no hydration error`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path, { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { level: 1, name: title })
    await expect(heading).toBeVisible()
    await heading.evaluate((element) => Object.assign(window, { prerenderedHeading: element }))
    await expect
      .poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { prerenderedHeading: Element }).prerenderedHeading === document.querySelector('#root h1'))).toBe(true)
    expect(errors).toEqual([])
  })
}
