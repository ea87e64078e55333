import { execFileSync } from 'node:child_process'
import { findChromium } from './findChromium.mjs'

/** Builds both modes and runs Playwright in real Chromium against the production builds. */
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })

let chromium
try {
  chromium = findChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const skipBuild = process.argv.includes('--no-build')
if (!skipBuild) {
  run('npx', ['vite', 'build', '--logLevel', 'warn'])
  run('node', ['scripts/build-api.mjs'], { VITE_API_URL: process.env.E2E_API_URL ?? 'http://localhost:8787' })
}

const extraArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build')
try {
  run('npx', ['playwright', 'test', ...extraArgs], { CHROME_PATH: chromium })
} catch {
  process.exit(1)
}
