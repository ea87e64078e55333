import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { freePort } from './benchMockServer.mjs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Write benchmark for `mock:server` (issue 11): N clients, signed in as the demo member, each
 * sending mixed reads and writes (half toggle-favourite, half moves-lib) for a while; prints
 * requests per second and p50/p99 per call. The server runs on a free port with a data file in a
 * temporary folder, so the developer's .mock-data is never touched.
 *
 *   npm run bench:mock-writes -- [--seconds 30] [--clients 20] [--db-mb 50]
 *
 * --db-mb grows the database to about that size before the run (generic user_info rows written
 * into the data file between two starts), to show whether a write's cost grows with the data.
 */

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const seconds = option('seconds', 30)
const clients = option('clients', 20)
const dbMb = option('db-mb', 0)

const MEMBER = { email: 'member@movetime.app', password: 'Member123!', role: 'user' }
const PROJECT = Buffer.from('movetime:movetime-mock-secret').toString('base64')


async function startServer(dataFile) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_DATA_FILE: dataFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.on('data', () => undefined)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The mock server exited with code ${child.exitCode}.`)
    try {
      const answer = await fetch(`${base}/__mock/health`)
      if (answer.ok) return { base, child }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The mock server did not become healthy within 120 s.')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function stopServer({ child }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Adds user_info rows (each text within the loose rows' 2,000-character limit) until the file is about `mb` MB. */
function growDataFile(dataFile, mb) {
  const saved = JSON.parse(readFileSync(dataFile, 'utf8'))
  const rows = saved.tables.user_info ?? []
  let id = rows.reduce((max, row) => Math.max(max, row.id), 0)
  const filler = 'x'.repeat(1900)
  const rowBytes = 10 * (filler.length + 16)
  const count = Math.ceil((mb * 1024 * 1024) / rowBytes)
  for (let index = 0; index < count; index += 1) {
    id += 1
    const row = { id, user_id: 2 }
    for (let field = 0; field < 10; field += 1) row[`note_${field}`] = filler
    rows.push(row)
  }
  saved.tables.user_info = rows
  writeFileSync(dataFile, JSON.stringify(saved))
  return count
}

async function call(base, method, path, token, body) {
  const started = performance.now()
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-project': PROJECT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await answer.json()
  return { status: answer.status, json, ms: performance.now() - started }
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]
}

const folder = mkdtempSync(join(tmpdir(), 'movetime-bench-'))
const dataFile = join(folder, 'db.json')
let server
try {
  server = await startServer(dataFile)
  if (dbMb > 0) {
    await stopServer(server)
    const added = growDataFile(dataFile, dbMb)
    console.log(`Grew the data file by ${added.toLocaleString('en')} user_info rows.`)
    const loading = Date.now()
    server = await startServer(dataFile)
    console.log(`Restarted in ${((Date.now() - loading) / 1000).toFixed(1)} s.`)
  }
  console.log(`Data file: ${(statSync(dataFile).size / 1024 / 1024).toFixed(1)} MB`)

  const tokens = []
  for (let index = 0; index < clients; index += 1) {
    const login = await call(server.base, 'POST', '/v2/api/lambda/login', null, MEMBER)
    if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${JSON.stringify(login.json)}`)
    tokens.push(login.json.token)
  }
  const library = await call(server.base, 'GET', '/v3/api/custom/movetime/moves-lib', tokens[0])
  const moveIds = library.json.list.map((move) => move.id)

  const samples = { 'toggle-favourite': [], 'moves-lib': [] }
  const failures = { 'toggle-favourite': 0, 'moves-lib': 0 }
  const until = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const write = Math.random() < 0.5
        const name = write ? 'toggle-favourite' : 'moves-lib'
        const answer = write
          ? await call(server.base, 'POST', '/v3/api/custom/movetime/toggle-favourite', token, {
              move_id: moveIds[Math.floor(Math.random() * moveIds.length)],
            })
          : await call(server.base, 'GET', '/v3/api/custom/movetime/moves-lib', token)
        if (answer.status !== 200) failures[name] += 1
        samples[name].push(answer.ms)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000

  console.log(`\n${clients} clients, ${elapsed.toFixed(1)} s, database ${dbMb > 0 ? `~${dbMb} MB` : 'seed'}`)
  console.log('call               requests   req/s    p50 ms   p99 ms   failed')
  for (const [name, list] of Object.entries(samples)) {
    const sorted = [...list].sort((a, b) => a - b)
    console.log(
      `${name.padEnd(18)} ${String(list.length).padStart(8)} ${(list.length / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 0.5)
        .toFixed(1)
        .padStart(9)} ${percentile(sorted, 0.99).toFixed(1).padStart(8)} ${String(failures[name]).padStart(8)}`,
    )
  }
  const total = samples['toggle-favourite'].length + samples['moves-lib'].length
  console.log(`all                ${String(total).padStart(8)} ${(total / elapsed).toFixed(1).padStart(7)}`)
} finally {
  if (server) await stopServer(server)
  rmSync(folder, { recursive: true, force: true })
}
