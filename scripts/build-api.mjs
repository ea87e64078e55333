import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

/** The api-mode build: talks to VITE_API_URL, ships no mock code (tests/e2e/apiBuild.spec.ts proves it). */
if (!process.env.VITE_API_URL) {
  console.error('build:api needs VITE_API_URL, the address of the real API, e.g. VITE_API_URL=https://api.example.com npm run build:api')
  process.exit(1)
}

/**
 * Google's published reCAPTCHA v2 test key. A build against a mock server on this machine is a test
 * build: without a key of its own it gets this one, so its robot checks draw (the end-to-end specs
 * serve a stand-in for Google's script, tests/e2e/support/recaptchaStandIn.ts). A build for a real
 * API never gets it.
 */
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI'
const env = { ...process.env }
if (!env.VITE_CAPTCHA_SITE_KEY && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(env.VITE_API_URL)) env.VITE_CAPTCHA_SITE_KEY = RECAPTCHA_TEST_SITE_KEY

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env })

// public/ is copied verbatim; MSW's worker script has no place in an api build.
const mockWorker = 'dist-api/mockServiceWorker.js'
if (existsSync(mockWorker)) rmSync(mockWorker)
