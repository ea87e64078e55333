import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { fillSignIn } from '../support/signIn'

const MOCK_API = 'http://localhost:8787'

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Strings only the mock backend contains: seed accounts, MSW's worker API, the dev controls. */
const mockMarkers = ['member@movetime.app', 'MT-INVITE-DEMO', 'mockServiceWorker', '/__mock/']

function markersIn(dir: string): string[] {
  const text = filesUnder(dir)
    .filter((file) => /\.(js|html|webmanifest)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  return mockMarkers.filter((marker) => text.includes(marker))
}

test('the api build ships no mock code, while the mock build does', () => {
  // The mock build proves the markers are real; the api build must have none of them.
  expect(markersIn('dist')).toEqual(mockMarkers)
  expect(markersIn('dist-api')).toEqual([])
  expect(filesUnder('dist-api').some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false)
})

test('the api build signs in over real HTTP against the mock server', async ({ page, request }) => {
  await request.post(`${MOCK_API}/__mock/reset`)
  await page.goto('/user/login')
  const loginCall = page.waitForRequest((req) => req.url() === `${MOCK_API}/v2/api/lambda/login`)
  await fillSignIn(page, 'member')
  expect((await loginCall).headers()['x-project']).toBeTruthy()
  await expect(page).toHaveURL('/user/dashboard')
  await expect(page.getByRole('navigation', { name: 'Member navigation' })).toBeVisible()
})
