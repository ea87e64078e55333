import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { storedOutboxTypes } from '../support/offlineStore'
import { signedInContext } from '../support/signIn'

/*
 * Two members in two browsers, against the api build and the mock server over real HTTP: they
 * become friends, share a group and race in a challenge whose progress the server counts from the
 * moves they watch, one of them watched with the network off and synced afterwards.
 */

const MOCK_API = 'http://localhost:8787'
const PROJECT_HEADER = Buffer.from('movetime:movetime-mock-secret').toString('base64')

/** How many viewings the server holds for the member signed in on this page, asked over HTTP. */
async function serverViewings(request: APIRequestContext, page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await request.get(`${MOCK_API}/v3/api/movetime/moves/get-move-history`, {
    headers: { authorization: `Bearer ${token}`, 'x-project': PROJECT_HEADER },
  })
  const body = (await response.json()) as { list: unknown[] }
  return body.list.length
}


/** The Friends link of the desktop sidebar, whose name carries the count of waiting requests. */
const friendsNavLink = (page: Page) => page.getByRole('navigation', { name: 'Member navigation' }).getByRole('link', { name: /^Friends/ })

/**
 * Plays a move until its clip has come round once or ended (the player counts either as watched
 * to the end), then pauses, which is when the player reports the viewing.
 */
async function watchToTheEnd(page: Page, moveId: number) {
  await page.goto(`/user/view-moves/${moveId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const video = page.locator('video')
  await video.evaluate((element: HTMLVideoElement) => {
    let last = 0
    element.dataset.wrapped = 'false'
    element.addEventListener('timeupdate', () => {
      if (element.currentTime + 0.5 < last) element.dataset.wrapped = 'true'
      last = element.currentTime
    })
    element.addEventListener('ended', () => {
      element.dataset.wrapped = 'true'
    })
  })
  await page.getByRole('button', { name: 'Play' }).click()
  await expect(video).toHaveAttribute('data-wrapped', 'true', { timeout: 30_000 })
  // A clip that ended is already paused; a looping one is paused by the member.
  const pause = page.getByRole('button', { name: 'Pause' })
  if (await pause.isVisible()) await pause.click()
}

/** Waits until the worker controls the page, so the app and a downloaded video open offline. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

// A missing control fails in seconds, not at the end of the whole story's time.
test.use({ actionTimeout: 15_000 })

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
})

test('two members befriend, share a group, and race in a challenge counted from the moves they watch', async ({ browser, request }) => {
  test.slow() // three members in three browsers, each watching moves
  const amir = await signedInContext(browser, 'amir')
  const claire = await signedInContext(browser, 'claire')

  // Amir finds Claire by her email and asks her to be his friend.
  await amir.page.goto('/user/friends')
  await amir.page.getByLabel('Name or email').fill('claire.dubois@example.com')
  await amir.page.getByRole('button', { name: 'Add friend Claire Dubois' }).click()
  await expect(amir.page.getByText('Friend request sent to Claire Dubois.')).toBeVisible()

  // Claire sees one waiting request in her navigation, accepts it, and the count goes.
  await claire.page.reload()
  await expect(friendsNavLink(claire.page)).toHaveAccessibleName(/1 waiting request/)
  await friendsNavLink(claire.page).click()
  const waiting = claire.page.getByRole('region', { name: 'Waiting for you' })
  await waiting.getByRole('button', { name: 'Accept Amir Haddad' }).click()
  await expect(claire.page.getByText('You and Amir Haddad are now friends.')).toBeVisible()
  await expect(friendsNavLink(claire.page)).toHaveAccessibleName('Friends')
  await expectNoSeriousA11yViolations(claire.page)

  // Amir makes a group and invites Claire; she accepts.
  await amir.page.goto('/user/groups')
  await amir.page.getByRole('button', { name: 'Create a group' }).first().click()
  const createGroup = amir.page.getByRole('dialog', { name: 'Create a group' })
  await createGroup.getByLabel('Name').fill('Evening Stretch')
  await createGroup.getByRole('button', { name: 'Create group' }).click()
  await expect(amir.page).toHaveURL(/\/user\/view-groups\/\d+$/)
  const groupUrl = amir.page.url()
  await amir.page.getByRole('button', { name: 'Invite members' }).click()
  const inviteToGroup = amir.page.getByRole('dialog', { name: 'Invite to Evening Stretch' })
  await inviteToGroup.getByLabel('A friend', { exact: true }).selectOption({ label: 'Claire Dubois' })
  await inviteToGroup.getByRole('button', { name: 'Invite friend' }).click()
  await inviteToGroup.getByRole('button', { name: 'Done' }).click()
  await expect(amir.page.getByRole('region', { name: 'Invited' })).toContainText('Claire Dubois')

  await claire.page.goto('/user/groups')
  await claire.page.getByRole('button', { name: /^Accept/ }).click()
  await expect(claire.page.getByRole('link', { name: /Evening Stretch/ })).toBeVisible()

  // Amir sets the group a count challenge, "3 moves this week", and invites Claire to it.
  await amir.page.goto('/user/challenges')
  await amir.page.getByRole('button', { name: 'Create a challenge' }).first().click()
  const createChallenge = amir.page.getByRole('dialog', { name: 'Create a challenge' })
  await createChallenge.getByLabel('Title').fill('3 moves this week')
  await createChallenge.getByLabel('How many moves').fill('3')
  await createChallenge.getByLabel('Group (optional)').selectOption({ label: 'Evening Stretch' })
  await createChallenge.getByRole('button', { name: 'Create challenge' }).click()
  await expect(amir.page).toHaveURL(/\/user\/challenges\/\d+$/)
  const challengeUrl = amir.page.url()
  const invite = amir.page.getByRole('dialog', { name: 'Invite people' })
  await invite.getByRole('checkbox', { name: /Claire Dubois/ }).check()
  await invite.getByRole('button', { name: 'Send invitations' }).click()
  await expect(invite).toBeHidden()
  await expect(amir.page.getByRole('region', { name: /not joined/i }).getByText('Claire Dubois')).toBeVisible()

  // Claire joins, then watches three moves: two online, one with the network off.
  await claire.page.goto(challengeUrl)
  await claire.page.getByRole('button', { name: 'Join' }).click()
  await expect(claire.page.getByRole('table', { name: 'Leaderboard' })).toContainText('Claire Dubois')
  await controlledByWorker(claire.page)
  await watchToTheEnd(claire.page, 10)
  await expect.poll(() => serverViewings(request, claire.page)).toBe(1)
  await watchToTheEnd(claire.page, 2)
  await expect.poll(() => serverViewings(request, claire.page)).toBe(2)
  await claire.page.goto('/user/view-moves/1')
  await claire.page.getByRole('button', { name: 'Download for offline' }).click()
  await expect(claire.page.getByText('Downloaded', { exact: true })).toBeVisible()
  await claire.context.setOffline(true)
  await watchToTheEnd(claire.page, 1)
  // The viewing is on the device before she leaves the page (a navigation would cut its write short).
  await expect.poll(() => storedOutboxTypes(claire.page)).toContain('history')
  await claire.page.goto(challengeUrl)
  await expect(claire.page.getByText(/saved/i).first()).toBeVisible()
  // Watched with no network: still only on the device.
  expect(await serverViewings(request, claire.page)).toBe(2)
  await claire.context.setOffline(false)
  await expect.poll(() => serverViewings(request, claire.page), { timeout: 30_000 }).toBe(3)

  // Then Amir watches three too: the same score, reached later.
  await expect(async () => {
    await amir.page.goto(challengeUrl)
    await expect(amir.page.getByRole('table', { name: 'Leaderboard' }).getByRole('row', { name: /Claire Dubois/ })).toContainText('Completed', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  for (const [count, moveId] of [3, 4, 5].entries()) {
    await watchToTheEnd(amir.page, moveId)
    await expect.poll(() => serverViewings(request, amir.page)).toBe(count + 1)
  }

  // Amir's page: Claire first at 3 of 3 and completed, Amir second with the same score.
  await amir.page.goto(challengeUrl)
  const board = amir.page.getByRole('table', { name: 'Leaderboard' })
  const rows = board.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Claire Dubois')
  await expect(rows.nth(0)).toContainText('3 moves')
  await expect(rows.nth(0)).toContainText('Completed')
  await expect(rows.nth(0).locator('td').first()).toHaveText('1')
  await expect(rows.nth(1)).toContainText('Amir Haddad')
  await expect(rows.nth(1).locator('td').first()).toHaveText('2')
  await expect(rows.nth(0)).toContainText('Last:')
  await expectNoSeriousA11yViolations(amir.page)

  // The group page lists both members and the challenge.
  await amir.page.goto(groupUrl)
  const members = amir.page.getByRole('region', { name: 'Members (2)' })
  await expect(members.getByText('Amir Haddad')).toBeVisible()
  await expect(members.getByText('Claire Dubois')).toBeVisible()
  await expect(amir.page.getByRole('link', { name: /3 moves this week/ })).toBeVisible()

  // Claire shares with nobody: Amir sees her first name and score, nothing more.
  await claire.page.goto('/user/setting')
  // The choices are cards: a person taps the card's label, which covers its radio.
  await claire.page.locator('label').filter({ hasText: /^Nobody$/ }).click()
  await expect(claire.page.getByRole('radio', { name: /^Nobody/ })).toBeChecked()
  await claire.page.getByRole('button', { name: 'Save privacy' }).click()
  await expect(claire.page.getByText('Saved: Nobody.')).toBeVisible()
  await amir.page.goto(challengeUrl)
  const claireRow = amir.page.getByRole('table', { name: 'Leaderboard' }).locator('tbody tr').nth(0)
  await expect(claireRow).toContainText('Claire')
  await expect(claireRow).not.toContainText('Dubois')
  await expect(claireRow).not.toContainText('Last:')
  await expect(claireRow).toContainText('3 moves')

  await amir.context.close()
  await claire.context.close()
})
