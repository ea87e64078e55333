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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: MOCK_APP_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    ...devices['Desktop Chrome'],
    channel: undefined,
  },
  projects: [
    { name: 'mock', testIgnore: /api-mode\//, use: { baseURL: MOCK_APP_URL } },
    { name: 'api', testMatch: /api-mode\/.*\.spec\.ts/, use: { baseURL: API_APP_URL } },
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
