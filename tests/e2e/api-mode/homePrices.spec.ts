import { expect, test } from '@playwright/test'

test('on a phone the home page asks for prices only as the plans come near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const priceCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v2/api/lambda/stripe/prices')) priceCalls.push(request.url())
  })
  const html = await (await page.goto('/'))?.text()
  // The first screen is the page's HTML, drawn before any script runs.
  expect(html).toContain('Move better, every day.')
  await expect(page.getByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(priceCalls).toEqual([])
  // The plans below the fold are described without figures meanwhile. (The page's text is drawn from
  // its prerendered HTML; the API client loads after that draw, to ask whether an admin changed it.)
  await expect(page.getByRole('heading', { level: 3, name: 'Monthly' })).toBeAttached()

  await page.getByRole('heading', { level: 2, name: 'Monthly or yearly, cancel anytime' }).scrollIntoViewIfNeeded()
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'MoveTime Premium' }) })
  await expect(premium).toContainText('$9.99 / month')
  expect(priceCalls).toHaveLength(1)
})
