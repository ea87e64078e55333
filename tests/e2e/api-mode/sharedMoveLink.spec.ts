import { expect, test } from '@playwright/test'

const MOVE_CALL = 'http://localhost:8787/v3/api/custom/movetime/moves?id=1'

test('a shared move’s link asks for the move while the page is parsed, before the app’s code has arrived, and only once', async ({ page, context }) => {
  const moveCalls: string[] = []
  let moveAsked!: () => void
  const asked = new Promise<void>((resolve) => (moveAsked = resolve))
  page.on('request', (request) => {
    if (request.url() === MOVE_CALL && request.method() === 'GET') {
      moveCalls.push(request.headers()['x-project'] ?? '')
      moveAsked()
    }
  })
  // The entry is held back until the move has been asked for (5 s at most): were the request the
  // entry's (or the page's), it would not have been asked by the time the entry is let through.
  let askedBeforeEntry: boolean | null = null
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))])
    askedBeforeEntry ??= moveCalls.length > 0
    await route.continue()
  })
  await page.goto('/move?id=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeVisible()
  expect(askedBeforeEntry).toBe(true)
  expect(moveCalls).toHaveLength(1)
  expect(moveCalls[0]).toBeTruthy()
})

test('a signed-in member’s shared link is asked for by the app, with the member’s token', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'not-a-real-session')
    localStorage.setItem('role', 'user')
    localStorage.setItem('user', '3')
  })
  const call = page.waitForRequest((request) => request.url() === MOVE_CALL && request.method() === 'GET')
  await page.goto('/move?id=1')
  expect((await call).headers().authorization).toBe('Bearer not-a-real-session')
})
