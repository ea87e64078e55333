import { expect, type Page } from '@playwright/test'

/**
 * In the mock build a page draws before its mock backend is ready (only the app's own calls wait
 * for it), so a test that calls the API with a raw fetch waits until the mock answers first.
 */
export async function waitForMockBackend(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const answer = await fetch('/__mock/health').catch(() => null)
          return answer?.ok === true && (answer.headers.get('content-type') ?? '').includes('json')
        }),
      { timeout: 20_000 },
    )
    .toBe(true)
}
