import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

/** The api-mode build: talks to VITE_API_URL, ships no mock code (tests/e2e/apiBuild.spec.ts proves it). */
if (!process.env.VITE_API_URL) {
  console.error('build:api needs VITE_API_URL, the address of the real API, e.g. VITE_API_URL=https://api.example.com npm run build:api')
  process.exit(1)
}

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })

// public/ is copied verbatim; MSW's worker script has no place in an api build.
const mockWorker = 'dist-api/mockServiceWorker.js'
if (existsSync(mockWorker)) rmSync(mockWorker)
