import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { server as inProcessMock } from '@mocks/node'

/**
 * The security suite attacks the real HTTP home (`npm run mock:server`), not the in-process MSW
 * one: CORS, body limits, the listening address and the data file only exist there. Each test
 * file gets its own server on its own port and its own temporary data folder.
 */

// A string, not a URL object: under jsdom the global URL is jsdom's, which node:url rejects.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const CONTROL_TOKEN = 'security-suite-control-token'
/** One of the default app origins (the Vite dev server). */
export const APP_ORIGIN = 'http://localhost:5173'

const START_TIMEOUT_MS = 30_000

export interface RunningServer {
  baseUrl: string
  host: string
  port: number
  dataDir: string
  dataFile: string
  child: ChildProcess
  /** Everything the server printed so far, stdout and stderr together. */
  output(): string
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>
  /** SIGKILL: the crash a developer's laptop or CI can inflict at any moment. */
  crash(): Promise<void>
  exited: Promise<number | null>
}

export interface StartOptions {
  /** Reuse a data folder (a restart, or a prepared file); a fresh temporary one otherwise. */
  dataDir?: string
  env?: Record<string, string>
  /** Resolve with the exit instead of failing when the server stops before listening. */
  expectExit?: boolean
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'movetime-security-'))
}

/** A port nobody holds right now: works whether or not the server understands PORT=0. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export async function startMockServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir()
  const dataFile = join(dataDir, 'db.json')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_DATA_FILE: dataFile,
      MOCK_CONTROL_TOKEN: CONTROL_TOKEN,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout?.setEncoding('utf8')
  child.stderr?.setEncoding('utf8')
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const listening = new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The mock server did not start within ${START_TIMEOUT_MS} ms:\n${printed}`)), START_TIMEOUT_MS)
    const hear = (chunk: string) => {
      printed += chunk
      const match = /listening on (http:\/\/\S+)/.exec(printed)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(new URL(match[1]))
      }
    }
    child.stdout?.on('data', hear)
    child.stderr?.on('data', hear)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`The mock server exited (${code}) before listening:\n${printed}`))
    })
  })

  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const running = (url: URL | null): RunningServer => ({
    baseUrl: url ? url.origin : '',
    host: url ? url.hostname : '',
    port: url ? Number(url.port) : port,
    dataDir,
    dataFile,
    child,
    output: () => printed,
    stop: () => stopWith('SIGTERM'),
    crash: () => stopWith('SIGKILL'),
    exited,
  })

  if (options.expectExit) {
    const url = await listening.catch(() => null)
    return running(url)
  }
  return running(await listening)
}

/**
 * Vitest's setup file starts MSW in this process, and MSW answers any /v1…/v4 URL from its own
 * in-memory handlers, whatever the host. Closing it lets our requests reach the real server.
 */
export function releaseInProcessMock(): void {
  inProcessMock.close()
}

/** One server for the whole test file, started before its first test and stopped after its last. */
export function serverForThisFile(options: StartOptions = {}): { current: () => RunningServer } {
  let started: RunningServer | null = null
  beforeAll(async () => {
    releaseInProcessMock()
    started = await startMockServer(options)
  }, START_TIMEOUT_MS + 5_000)
  afterAll(async () => {
    await started?.stop()
    if (started && !options.dataDir) rmSync(started.dataDir, { recursive: true, force: true })
  })
  return {
    current() {
      if (!started) throw new Error('The mock server has not started.')
      return started
    },
  }
}
