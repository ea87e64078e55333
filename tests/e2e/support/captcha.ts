import { expect, type Page } from '@playwright/test'

/** Mock builds: ticks the stand-in "I'm not a robot" box and waits until the mock has issued its token. */
export async function tickRobotCheck(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check()
  await expect(page.getByText('Confirmed. Thank you.')).toBeVisible()
}
