import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from '@testing-library/user-event'
import type { UserSessionWrite } from '@/api/analytics/analyticsTypes'
import { startCollector, type Collector } from '@/shared/analytics/collector'
import { trackEvent } from '@/shared/analytics/trackEvent'

/*
 * Personal data must never reach analytics, snapshots included. Real rrweb (@rrweb/record) records
 * a jsdom page holding a person's email (as text, in a hidden input and in an attribute), a card
 * holder's name (typed into a field, and shown in a [data-private] region), a chat message and a
 * reset link's token; the test reads every payload the collector would send, and none of them may
 * carry one of those strings. The e2e spec tests/e2e/api-mode/analytics.spec.ts repeats this in
 * Chromium with the real request bodies.
 */

const EMAIL = 'maya.private@example.com'
const CARD_HOLDER = 'Janine Q Holderton'
const CHAT_MESSAGE = 'Meet me at the blue door at 7, bring the keys'
const TOKEN = 'RESET-TOKEN-7f3a9c'
const SECRETS = [EMAIL, 'maya.private', CARD_HOLDER, 'Janine', 'Holderton', CHAT_MESSAGE, 'blue door', TOKEN]

let payloads: string[] = []
let collector: Collector | undefined

function leaks(): string[] {
  return SECRETS.filter((secret) => payloads.some((payload) => payload.includes(secret)))
}

beforeEach(() => {
  sessionStorage.clear()
  payloads = []
  document.body.innerHTML = `
    <main>
      <h1>Your library</h1>
      <p class="who">Signed in as ${EMAIL}</p>
      <img src="/mock-files/avatar.webp?owner=${EMAIL}" alt="Photo of ${EMAIL}" title="${CARD_HOLDER}">
      <form>
        <input type="hidden" name="email" value="${EMAIL}">
        <label>Name on card <input name="holder" autocomplete="cc-name"></label>
        <label>Note <textarea name="note"></textarea></label>
      </form>
      <section data-private><h2>Card</h2><p>Card holder: ${CARD_HOLDER}</p></section>
      <a href="/user/reset?token=${TOKEN}" aria-label="Reset the password of ${EMAIL}">Reset</a>
      <ul class="chat" aria-label="Messages"></ul>
    </main>`
})

afterEach(() => {
  collector?.stop()
  collector = undefined
  document.body.innerHTML = ''
})

describe('no personal data in an analytics payload', () => {
  it('holds for events and for the snapshot, recorded by real rrweb, across pages and on pagehide', async () => {
    const user = userEvent.setup()
    collector = startCollector({
      snapshots: true,
      loadSettings: async () => ({ snapshots_enabled: true, updated_at: null }),
      send: async (body: UserSessionWrite) => {
        payloads.push(JSON.stringify(body))
        return { error: false, session_id: body.session_id, status: body.status, accepted: body.events.length, duplicates: 0, event_count: 0, snapshot_chars: 0 }
      },
      screen: () => ({ width: 1280, height: 800 }),
      flushDelayMs: 50,
    })
    collector.pageView('/user/library', '/user/library')
    // rrweb loads and takes its full snapshot.
    await new Promise((resolve) => setTimeout(resolve, 300))

    await user.type(document.querySelector<HTMLInputElement>('input[name="holder"]')!, CARD_HOLDER)
    await user.type(document.querySelector<HTMLTextAreaElement>('textarea')!, `${EMAIL} ${CHAT_MESSAGE}`)
    const message = document.createElement('li')
    message.textContent = CHAT_MESSAGE
    document.querySelector('.chat')!.append(message)
    document.querySelector('.who')!.setAttribute('title', EMAIL)
    document.querySelector('.who')!.textContent = `Signed in as ${EMAIL} (${CARD_HOLDER})`
    trackEvent('favourite', 'added move 3')
    await new Promise((resolve) => setTimeout(resolve, 200))

    // The payment page: nothing of it is recorded.
    collector.pageView('/payment/7', '/payment/:id')
    document.querySelector('h1')!.textContent = `Pay as ${CARD_HOLDER}`
    await new Promise((resolve) => setTimeout(resolve, 200))
    window.dispatchEvent(new Event('pagehide'))
    await collector.flush()

    const snapshotParts = payloads.map((payload) => JSON.parse(payload) as UserSessionWrite).filter((body) => body.html_copy)
    // Not vacuous: a snapshot with a full page and its changes was sent, and the events arrived.
    expect(snapshotParts.length).toBeGreaterThan(0)
    const events = snapshotParts.flatMap((body) => JSON.parse(body.html_copy!) as Array<{ type: number }>)
    expect(events.some((event) => event.type === 2)).toBe(true)
    expect(events.some((event) => event.type === 3)).toBe(true)
    expect(payloads.join('')).toContain('"name":"favourite"')
    expect(payloads.join('')).toContain('"type":"end"')

    expect(leaks()).toEqual([])
  })
})
