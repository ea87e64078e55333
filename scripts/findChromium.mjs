import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/**
 * The browser for end-to-end tests: CHROME_PATH, else Debian's chromium, else (as root on
 * Debian) install Debian's chromium package. Playwright's own browser download cannot run here.
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`)
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!isRoot || !hasApt) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install Chromium and set CHROME_PATH to its executable ' +
        '(on Debian or Ubuntu: sudo apt-get install -y chromium), then run npm test again.',
    )
  }
  console.log('Installing Debian chromium for the end-to-end tests (apt-get)…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error('apt-get installed chromium, but /usr/bin/chromium is missing.')
  return DEBIAN_CHROMIUM
}
