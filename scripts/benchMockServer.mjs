import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { join } from 'node:path'

/**
 * The mock server as a benchmark's own child process: started as `npm run mock:server` starts it,
 * directly (so the process measured is the server, not npm), on a free port with its data in a
 * folder of the benchmark's, and its memory read from outside (resident set, and the V8 heap from a
 * diagnostic report written on SIGUSR2, so no endpoint is added).
 */

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function startServer(folder) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const reports = join(folder, 'reports')
  mkdirSync(reports)
  const child = spawn(process.execPath, ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reports}`, '--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_DATA_FILE: join(folder, 'db.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', () => undefined)
  // The server's own errors pass through; Node's lines about each diagnostic report do not.
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.trim() !== '' && !/Node\.js report|^report\..*\.json$/.test(line.trim())) process.stderr.write(`${line}\n`)
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The mock server exited with code ${child.exitCode}.`)
    try {
      const answer = await fetch(`${base}/__mock/health`)
      if (answer.ok) return { base, child, port, reports }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The mock server did not become healthy within 120 s.')
    await sleep(200)
  }
}

export function stopServer({ child }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Resident memory of the server process in MB. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1])
    if (Number.isFinite(kb)) return kb / 1024
  } catch {
    // Not Linux: ask ps.
  }
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)])
    let out = ''
    ps.stdout.on('data', (chunk) => (out += chunk))
    ps.on('close', () => resolve(Number(out.trim()) / 1024))
  })
}

/** The server's V8 heap in MB, from a diagnostic report it writes on SIGUSR2; null when none came. */
async function heapMb(server) {
  const before = new Set(safeList(server.reports))
  server.child.kill('SIGUSR2')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const fresh = safeList(server.reports).filter((name) => !before.has(name) && name.endsWith('.json'))
    for (const name of fresh) {
      try {
        const report = JSON.parse(readFileSync(join(server.reports, name), 'utf8'))
        return { used: report.javascriptHeap.usedMemory / 1048576, total: report.javascriptHeap.totalMemory / 1048576 }
      } catch {
        // Still being written.
      }
    }
    await sleep(100)
  }
  return null
}

function safeList(folder) {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

export async function memory(server) {
  return { rss: await rssMb(server.child.pid), heap: await heapMb(server) }
}
