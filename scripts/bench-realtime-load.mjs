import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memory, rssMb, sleep, startServer, stopServer } from './benchMockServer.mjs'

/**
 * Load benchmark for spaces (issue 22): `mock:server` with many members long-polling while
 * messages arrive at a steady rate, over real HTTP.
 *
 *   npm run bench:realtime
 *   BENCH_SECONDS=10 npm run bench:realtime          (a quick run)
 *
 * Settings (environment): BENCH_SECONDS (60), BENCH_MEMBERS (50), BENCH_RATE (messages a second
 * over all spaces, 5), BENCH_GROUP_SIZE (10), BENCH_DRAIN_SECONDS (30, the longest wait for the
 * last deliveries after the senders stop), BENCH_PORT (the server's port; a free one when unset).
 *
 * What it does, through the product's own calls only: the admin adds the members (records `user`)
 * and the groups (records `group`: one of everyone, and groups of BENCH_GROUP_SIZE), so every
 * member is in two group spaces. Each member signs in, lists their spaces (`realtime/room/my`),
 * subscribes to them (`channel/room`) and long-polls by cursor (`channel/poll`, wait 25 s) until
 * the end, with heartbeats (`channel/online`); a `resync` answer is caught up from
 * `realtime/chat`, a 410 subscribes again with the same cursors. Senders post BENCH_RATE messages a
 * second through `realtime/send`, each with a fresh client_id, from a random member to one of their
 * spaces.
 *
 * It measures, per delivery to a member other than the author, the time from the start of the
 * send call to the poll answer that carried the message (p50, p95, p99, max), and checks that
 * every member received every message of their spaces exactly once and in chat_id order. The
 * server's resident memory (/proc/<pid>/status, else `ps`) and V8 heap (a Node diagnostic report
 * written on SIGUSR2, so no endpoint is added) are read at start, before the load, after it and at
 * the peak. Exit code 1 when a message is lost or delivered twice or out of order.
 *
 * The server runs on a free port with a data file in a temporary folder (never .mock-data, never
 * port 8787), started as `npm run mock:server` starts it (`node --import tsx mocks/server.ts`),
 * directly, so the process measured is the server and not npm.
 */

const setting = (name, fallback) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}".`)
  return value
}
const SECONDS = setting('BENCH_SECONDS', 60)
const MEMBERS = Math.round(setting('BENCH_MEMBERS', 50))
const RATE = setting('BENCH_RATE', 5)
const GROUP_SIZE = Math.round(setting('BENCH_GROUP_SIZE', 10))
const DRAIN_SECONDS = setting('BENCH_DRAIN_SECONDS', 30)
const POLL_WAIT = 25
const HEARTBEAT_MS = 45_000
const PASSWORD = 'Bench123!'

const ADMIN = { email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' }
const PROJECT = Buffer.from('movetime:movetime-mock-secret').toString('base64')
const CHANNEL = '/v2/api/lambda/subscription/channel'
const REALTIME = '/v3/api/lambda/realtime'


async function call(base, method, path, token, body) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-project': PROJECT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await answer.text()
  let json = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = { message: text }
  }
  return { status: answer.status, json }
}

async function must(promise, what) {
  const answer = await promise
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  const results = []
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(task))))
  return results
}

// ---- set-up: members, groups, sign-in, subscriptions ----

async function setUp(base) {
  const admin = await must(call(base, 'POST', '/v2/api/lambda/login', null, ADMIN), 'Admin sign-in')
  const run = randomUUID().slice(0, 8)
  const members = await inBatches(
    Array.from({ length: MEMBERS }, (_, index) => index),
    10,
    async (index) => {
      const email = `bench-${run}-${index + 1}@example.com`
      const created = await must(
        call(base, 'POST', '/v4/api/records/user', admin.token, { email, password: PASSWORD, first_name: `Bench${index + 1}`, last_name: 'Member', role: 'user' }),
        `Adding member ${index + 1}`,
      )
      return { index, email, id: created.model.id }
    },
  )
  const groups = [{ name: `Bench everyone ${run}`, members }]
  for (let start = 0; start < members.length; start += GROUP_SIZE) groups.push({ name: `Bench ${run} ${start / GROUP_SIZE + 1}`, members: members.slice(start, start + GROUP_SIZE) })
  for (const group of groups) {
    const created = await must(
      call(base, 'POST', '/v4/api/records/group', admin.token, { name: group.name, owner_id: group.members[0].id, member_ids: group.members.map((member) => member.id) }),
      `Adding group ${group.name}`,
    )
    group.id = created.model.id
  }
  await inBatches(members, 10, async (member) => {
    const login = await must(call(base, 'POST', '/v2/api/lambda/login', null, { email: member.email, password: PASSWORD, role: 'user' }), `Sign-in of ${member.email}`)
    member.token = login.token
    const mine = await must(call(base, 'GET', `${REALTIME}/room/my`, member.token), `Spaces of ${member.email}`)
    const wanted = new Set(groups.filter((group) => group.members.includes(member)).map((group) => group.id))
    member.rooms = mine.spaces.filter((space) => space.kind === 'group' && wanted.has(space.group_id)).map((space) => space.id)
    if (member.rooms.length !== wanted.size) throw new Error(`${member.email} sees ${member.rooms.length} of their ${wanted.size} group spaces.`)
  })
  return { admin, members, groups }
}

// ---- the members: long-poll by cursor ----

const stats = {
  polls: 0,
  pollErrors: 0,
  gone: 0,
  resyncs: 0,
  closed: 0,
  heartbeats: 0,
  /** Deliveries whose chat_id was not after the member's cursor for that room: a repeat or a step back. */
  repeats: 0,
}

function deliver(member, message, at) {
  const cursor = member.cursors.get(message.room_id)
  if (cursor === undefined) return
  if (message.chat_id <= cursor) {
    stats.repeats += 1
    member.repeats.push(`${message.room_id}:${message.chat_id}`)
    return
  }
  member.cursors.set(message.room_id, message.chat_id)
  member.received.get(message.room_id).push(message.chat_id)
  if (message.author.id !== member.id) member.arrivals.push({ clientId: message.client_id, at })
}

async function subscribe(base, member) {
  const body = { room_ids: member.rooms }
  const answer = await must(call(base, 'POST', `${CHANNEL}/room`, member.token, body), `Subscribing ${member.email}`)
  member.subscription = answer.subscription_id
  for (const room of answer.rooms) if (!member.cursors.has(room.room_id)) member.cursors.set(room.room_id, room.latest_chat_id)
}

/** Everything after the member's cursor in one space, from history (what the client does on `resync`). */
async function catchUp(base, member, roomId, at) {
  for (;;) {
    const after = member.cursors.get(roomId)
    const page = await must(call(base, 'GET', `${REALTIME}/chat?room_id=${roomId}&after=${after}&limit=100`, member.token), `History of space ${roomId}`)
    for (const message of page.messages) deliver(member, message, at)
    if (page.messages.length === 0 || member.cursors.get(roomId) >= page.latest_chat_id) return
  }
}

async function pollLoop(base, member, state) {
  while (!state.stopped) {
    const cursor = [...member.cursors].map(([room, chat]) => `${room}:${chat}`).join(',')
    let answer
    try {
      answer = await call(base, 'GET', `${CHANNEL}/poll?subscription_id=${encodeURIComponent(member.subscription)}&cursor=${encodeURIComponent(cursor)}&wait=${POLL_WAIT}`, member.token)
    } catch {
      if (state.stopped) return
      stats.pollErrors += 1
      await sleep(500)
      continue
    }
    const at = performance.now()
    stats.polls += 1
    if (answer.status === 410) {
      stats.gone += 1
      await subscribe(base, member)
      continue
    }
    if (answer.status !== 200) {
      stats.pollErrors += 1
      await sleep(500)
      continue
    }
    if (answer.json.closed) stats.closed += 1
    for (const event of answer.json.events) if (event.type === 'message') deliver(member, event.message, at)
    for (const roomId of answer.json.resync) {
      stats.resyncs += 1
      await catchUp(base, member, roomId, at)
    }
  }
}

async function heartbeatLoop(base, member, state) {
  // Spread over the first beat's interval, then every 45 s with ±10 % jitter, as the client beats.
  await sleep(Math.random() * HEARTBEAT_MS)
  while (!state.stopped) {
    const answer = await call(base, 'POST', `${CHANNEL}/online`, member.token, {}).catch(() => null)
    if (answer?.status === 200) stats.heartbeats += 1
    await sleep(HEARTBEAT_MS * (0.9 + Math.random() * 0.2))
  }
}

// ---- the senders ----

async function sendOne(base, member, roomId, sent, sendTimes, failures) {
  const clientId = randomUUID()
  const started = performance.now()
  sent.set(clientId, { started, roomId, authorId: member.id, chatId: null })
  const body = { room_id: roomId, client_id: clientId, text: `Bench message ${sent.size} from ${member.email}` }
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const answer = await call(base, 'POST', `${REALTIME}/send`, member.token, body)
      if (answer.status === 201 || answer.status === 200) {
        sent.get(clientId).chatId = answer.json.message.chat_id
        sendTimes.push(performance.now() - started)
        return
      }
      if (answer.status < 500) {
        failures.push(`${answer.status} ${answer.json?.message ?? ''}`)
        sent.get(clientId).refused = true
        return
      }
    } catch {
      // A lost answer: the same client_id again, which the server stores once.
    }
    await sleep(200 * attempt)
  }
  failures.push('no answer after 3 tries')
  // Whether it was stored is unknown; the check below looks for it by its client_id.
}

// ---- the run ----

const folder = mkdtempSync(join(tmpdir(), 'movetime-bench-realtime-'))
let server
let exitCode = 0
try {
  server = await startServer(folder)
  const atStart = await memory(server)
  console.log(`Mock server (pid ${server.child.pid}) on port ${server.port}. Setting up ${MEMBERS} members…`)
  const { members, groups } = await setUp(server.base)
  for (const member of members) {
    member.cursors = new Map()
    member.received = new Map(member.rooms.map((room) => [room, []]))
    member.arrivals = []
    member.repeats = []
  }
  await inBatches(members, 10, (member) => subscribe(server.base, member))
  const spaces = new Set(members.flatMap((member) => member.rooms))

  const beforeLoad = await memory(server)
  let peakRss = beforeLoad.rss
  const state = { stopped: false }
  const polling = members.map((member) => pollLoop(server.base, member, state))
  // Heartbeats end on their own after the stop; the process exits without waiting for their sleep.
  for (const member of members) void heartbeatLoop(server.base, member, state)
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, await rssMb(server.child.pid))
  }, 1000)

  console.log(`${members.length} members polling ${spaces.size} spaces; sending ${RATE} messages a second for ${SECONDS} s…`)
  const sent = new Map()
  const sendTimes = []
  const failures = []
  const sends = []
  const started = performance.now()
  const total = Math.round(SECONDS * RATE)
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const member = members[Math.floor(Math.random() * members.length)]
    const roomId = member.rooms[Math.floor(Math.random() * member.rooms.length)]
    sends.push(sendOne(server.base, member, roomId, sent, sendTimes, failures))
  }
  await Promise.all(sends)
  const sendingSeconds = (performance.now() - started) / 1000

  // What each space holds now, from the send answers: every member of it must reach its last one.
  const latestOf = new Map()
  for (const message of sent.values()) if (message.chatId !== null) latestOf.set(message.roomId, Math.max(latestOf.get(message.roomId) ?? 0, message.chatId))
  const drained = () => members.every((member) => member.rooms.every((room) => (member.cursors.get(room) ?? 0) >= (latestOf.get(room) ?? 0)))
  const drainUntil = performance.now() + DRAIN_SECONDS * 1000
  while (!drained() && performance.now() < drainUntil) await sleep(100)
  const drainSeconds = (performance.now() - started) / 1000 - sendingSeconds

  state.stopped = true
  await inBatches(members, 10, (member) => call(server.base, 'POST', `${CHANNEL}/unsubscribe`, member.token, { subscription_id: member.subscription }).catch(() => null))
  await Promise.race([Promise.all(polling), sleep((POLL_WAIT + 5) * 1000)])
  clearInterval(sampler)
  const afterLoad = await memory(server)
  peakRss = Math.max(peakRss, afterLoad.rss)

  // ---- the check: every member, every message of their spaces, once, in order ----
  // Messages sent whose answer was lost are looked up in the history by their client_id.
  const expected = new Map()
  for (const [clientId, message] of sent) {
    if (message.refused) continue
    if (message.chatId === null) {
      const member = members.find((candidate) => candidate.id === message.authorId)
      const page = await must(call(server.base, 'GET', `${REALTIME}/chat?room_id=${message.roomId}&limit=100`, member.token), 'History')
      message.chatId = page.messages.find((stored) => stored.client_id === clientId)?.chat_id ?? null
      if (message.chatId === null) continue
    }
    if (!expected.has(message.roomId)) expected.set(message.roomId, [])
    expected.get(message.roomId).push(message.chatId)
  }
  for (const list of expected.values()) list.sort((a, b) => a - b)
  let deliveriesExpected = 0
  let deliveriesReceived = 0
  let lost = 0
  let outOfOrder = 0
  const problems = []
  for (const member of members) {
    for (const room of member.rooms) {
      const want = expected.get(room) ?? []
      const got = member.received.get(room)
      deliveriesExpected += want.length
      deliveriesReceived += got.length
      const gotSet = new Set(got)
      const missing = want.filter((chatId) => !gotSet.has(chatId))
      lost += missing.length
      for (let index = 1; index < got.length; index += 1) if (got[index] <= got[index - 1]) outOfOrder += 1
      if (missing.length && problems.length < 10) problems.push(`${member.email} missed ${missing.length} in space ${room} (first chat_id ${missing[0]})`)
    }
    if (member.repeats.length && problems.length < 10) problems.push(`${member.email} got ${member.repeats.length} again or out of order: ${member.repeats.slice(0, 5).join(', ')}`)
  }
  const duplicated = stats.repeats

  const latencies = []
  for (const member of members) {
    for (const arrival of member.arrivals) {
      const message = sent.get(arrival.clientId)
      if (message) latencies.push(arrival.at - message.started)
    }
  }
  latencies.sort((a, b) => a - b)
  sendTimes.sort((a, b) => a - b)

  const spaceSizes = groups.map((group) => group.members.length)
  const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)
  const mb = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} MB`)
  const heap = (reading) => (reading.heap ? `${mb(reading.heap.used)} used of ${mb(reading.heap.total)}` : '—')
  const rows = [
    ['members polling', `${members.length}`],
    ['spaces (members each)', `${groups.length} (${spaceSizes.join(', ')})`],
    ['sending', `${sendingSeconds.toFixed(1)} s at ${RATE}/s, then ${drainSeconds.toFixed(1)} s for the last deliveries`],
    ['messages sent', `${[...expected.values()].reduce((sum, list) => sum + list.length, 0)} stored, ${failures.length} refused or unanswered`],
    ['deliveries expected', `${deliveriesExpected}`],
    ['deliveries received', `${deliveriesReceived}`],
    ['lost', `${lost}`],
    ['duplicated or stepped back', `${duplicated}`],
    ['out of order', `${outOfOrder}`],
    ['latency p50 (send → poll answer)', ms(percentile(latencies, 0.5))],
    ['latency p95', ms(percentile(latencies, 0.95))],
    ['latency p99', ms(percentile(latencies, 0.99))],
    ['latency max', ms(latencies.at(-1) ?? NaN)],
    ['latency samples (other members)', `${latencies.length}`],
    ['send call p50 / p99', `${ms(percentile(sendTimes, 0.5))} / ${ms(percentile(sendTimes, 0.99))}`],
    ['polls answered', `${stats.polls} (${stats.closed} released, ${stats.gone} × 410, ${stats.resyncs} resyncs, ${stats.pollErrors} errors)`],
    ['heartbeats', `${stats.heartbeats}`],
    ['server RSS: start / before / after / peak', `${mb(atStart.rss)} / ${mb(beforeLoad.rss)} / ${mb(afterLoad.rss)} / ${mb(peakRss)}`],
    ['server heap: before load', heap(beforeLoad)],
    ['server heap: after load (uncollected garbage included)', heap(afterLoad)],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log('')
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`)
  if (failures.length) console.log(`\nRefused sends: ${[...new Set(failures)].slice(0, 5).join('; ')}`)
  if (problems.length) console.log(`\n${problems.join('\n')}`)
  if (lost > 0 || duplicated > 0 || outOfOrder > 0) {
    console.log('\nFAIL: a message was lost, repeated or out of order.')
    exitCode = 1
  } else {
    console.log('\nEvery member received every message of their spaces exactly once, in order.')
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (server) await stopServer(server)
  rmSync(folder, { recursive: true, force: true })
}
process.exit(exitCode)
