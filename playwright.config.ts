import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags Debian's chromium needs on these machines: closed network, no sandbox as root. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const MOCK_APP_URL = 'http://localhost:4173'
export const API_APP_URL = 'http://localhost:4174'
export const MOCK_API_URL = 'http://localhost:8787'

/**
 * Every browser starts having answered the analytics banner with "Reject all" (src/shared/analytics/consent.ts,
 * version 1), so the banner over the foot of the page does not stand in front of what a spec clicks. The
 * analytics spec gives its visitors an empty storage, to see the banner.
 */
const ANALYTICS_REJECTED = JSON.stringify({ version: 1, statistics: false, snapshots: false, decided_at: '2026-01-01T00:00:00.000Z' })
export const ANSWERED_CONSENT = {
  cookies: [],
  origins: [MOCK_APP_URL, API_APP_URL].map((origin) => ({ origin, localStorage: [{ name: 'movetime.consent', value: ANALYTICS_REJECTED }] })),
}

/**
 * Specs that talk to the one mock server on :8787 (the api build's backend, whose state each of them
 * resets through `__mock/reset`): they run one at a time, in the api lane. The other specs each
 * start their own browser context with its own in-page mock and storage, so they share nothing and
 * run beside them, one browser per core.
 */
const MOCK_SERVER_SPECS = /(api-mode\/.*|admin\/(commerce|contentTemplates))\.spec\.ts$/

/** One browser per core (E2E_WORKERS overrides): the mock specs use them all once the api lane is done. */
const WORKERS = Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism())

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Room for a busy machine. These 2-core machines vary: a step that takes 2.5 s on an idle one
  // (the mock backend's first load) has taken over 15 s in CI, beside a second browser. A passing
  // test ends as soon as its page is ready, so the larger limits cost a fast run nothing. Long
  // flows say so with test.slow() (three times this); a limit that is itself the claim (a live
  // update within 2 s, a redirect within 8 s) stays written beside its check.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: MOCK_APP_URL,
    storageState: ANSWERED_CONSENT,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...devices['Desktop Chrome'],
    channel: undefined,
  },
  projects: [
    { name: 'mock', testIgnore: MOCK_SERVER_SPECS, use: { baseURL: MOCK_APP_URL } },
    // The api lane: one worker, and the mock-build specs that also use the mock server start only
    // after the api specs are done, so two specs never share the server's state.
    { name: 'api', testMatch: /api-mode\/.*\.spec\.ts/, workers: 1, use: { baseURL: API_APP_URL } },
    { name: 'mock-server', testMatch: MOCK_SERVER_SPECS, testIgnore: /api-mode\//, workers: 1, dependencies: ['api'], use: { baseURL: MOCK_APP_URL } },
  ],
  webServer: [
    { command: 'npx vite preview --port 4173 --strictPort --outDir dist', url: MOCK_APP_URL, reuseExistingServer: !process.env.CI },
    { command: 'npx vite preview --port 4174 --strictPort --outDir dist-api', url: API_APP_URL, reuseExistingServer: !process.env.CI },
    {
      command: 'node --import tsx mocks/server.ts',
      url: `${MOCK_API_URL}/__mock/health`,
      env: { PORT: '8787', MOCK_DATA_FILE: 'test-results/mock-server/db.json' },
      reuseExistingServer: !process.env.CI,
    },
  ],
})
