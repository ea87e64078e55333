import { afterEach, describe, expect, it } from 'vitest'
import { resetNetworkControls } from '@mocks/devControls'
import { db } from '@mocks/db/db'
import { GENERATED_FIRST_ID } from '@mocks/db/largeCatalogue'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_MOVES } from '@mocks/db/seedMoves'
import { callMock, signIn } from '@mocks/testing/callMock'
import { moveInput } from '@mocks/testing/moveInput'

afterEach(() => resetNetworkControls())

describe('developer controls', () => {
  it('fails the next matching requests as asked: a 500 that does nothing, then a lost answer to work that was done', async () => {
    const token = await signIn()
    const toggle = () => callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token, body: { move_id: 10 } })
    const favourites = async () => (await callMock<{ list: Array<{ id: number }> }>('GET', '/v3/api/custom/movetime/my-favourite-moves', { token })).body.list.map((move) => move.id)
    expect((await callMock('POST', '/__mock/faults', { body: { pathEndsWith: '/toggle-favourite', mode: 'server-error' } })).status).toBe(200)
    expect((await toggle()).status).toBe(500)
    expect(await favourites()).not.toContain(10)

    await callMock('POST', '/__mock/faults', { body: { pathEndsWith: '/toggle-favourite', mode: 'lose-response' } })
    await expect(toggle()).rejects.toThrow(TypeError)
    expect(await favourites()).toContain(10)
    expect((await toggle()).status).toBe(200)
  })

  it('rejects a malformed fault', async () => {
    const { status, body } = await callMock('POST', '/__mock/faults', { body: { pathEndsWith: 'toggle', mode: 'explode', count: 0 } })
    expect(status).toBe(400)
    expect(body).toMatchObject({ validation: { pathEndsWith: expect.any(String), mode: expect.any(String), count: expect.any(String) } })
  })

  it('answers the readiness probe once the data is loaded', async () => {
    expect(await callMock('GET', '/__mock/health')).toMatchObject({ status: 200, body: { message: 'ok' } })
  })

  it('going offline fails every API call like a dead network, and /__mock still answers', async () => {
    const token = await signIn()
    expect((await callMock('POST', '/__mock/network', { body: { offline: true } })).body).toMatchObject({ offline: true })
    await expect(callMock('GET', '/v2/api/lambda/profile', { token })).rejects.toThrow(TypeError)
    await expect(callMock('GET', '/v4/api/records/move')).rejects.toThrow(TypeError)

    const back = await callMock('POST', '/__mock/network', { body: { offline: false } })
    expect(back.body).toMatchObject({ offline: false })
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(200)
  })

  it('adds latency to API answers', async () => {
    await callMock('POST', '/__mock/network', { body: { offline: false, latencyMs: 150 } })
    const started = Date.now()
    await callMock('GET', '/v4/api/records/cms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('rejects a malformed network request', async () => {
    expect((await callMock('POST', '/__mock/network', { body: { offline: 'yes' } })).status).toBe(400)
  })

  it('reset brings back the seed, ends every session and drops faults not used up', async () => {
    const token = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('DELETE', '/v4/api/records/move/1', { token })
    expect((await callMock('GET', '/v4/api/records/move/1')).status).toBe(404)
    await callMock('POST', '/__mock/faults', { body: { pathEndsWith: '/toggle-favourite', mode: 'server-error', count: 2 } })

    expect((await callMock('POST', '/__mock/reset')).status).toBe(200)
    expect((await callMock('GET', '/v4/api/records/move/1')).status).toBe(200)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(401)
    const member = await signIn()
    expect((await callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token: member, body: { move_id: 10 } })).status).toBe(200)
  })

  it('expire-session without a token expires every session', async () => {
    const member = await signIn()
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('POST', '/__mock/expire-session')
    for (const token of [member, admin]) {
      expect((await callMock('GET', '/v2/api/lambda/profile', { token })).body.message).toBe('TOKEN_EXPIRED')
    }
  })

  it('lists mail newest first', async () => {
    await callMock('POST', '/v2/api/lambda/forgot', { body: { email: DEMO_ACCOUNTS.member.email, role: 'user' } })
    await callMock('POST', '/v2/api/lambda/forgot', { body: { email: DEMO_ACCOUNTS.second.email, role: 'user' } })
    const { body } = await callMock<{ list: Array<{ to: string }> }>('GET', '/__mock/mailbox')
    expect(body.list.map((mail) => mail.to)).toEqual([DEMO_ACCOUNTS.second.email, DEMO_ACCOUNTS.member.email])
  })

  it('answers an API path no family handles with a JSON 404', async () => {
    const { status, body } = await callMock('GET', '/v3/api/custom/movetime/nothing-here')
    expect(status).toBe(404)
    expect(body.error).toBe(true)
  })

  describe('large catalogue', () => {
    it('loads 5,000 generated moves by default, keeping the seed’s', async () => {
      const started = Date.now()
      const { status, body } = await callMock('POST', '/__mock/large-catalogue', { body: {} })
      expect(status).toBe(200)
      expect(body).toMatchObject({ error: false, count: 5000, total: SEED_MOVES.length + 5000, message: '5,000 generated moves loaded.' })
      // Generous for slow CI machines; about a second here.
      expect(Date.now() - started).toBeLessThan(10_000)

      const token = await signIn()
      const library = await callMock<{ list: Array<{ id: number }>; total: number }>('GET', '/v3/api/custom/movetime/moves-lib', { token })
      expect(library.body.total).toBe(SEED_MOVES.length + 5000)
      // The seed's moves are the newest, so they still lead the library.
      expect(library.body.list.slice(0, 3).every((move) => move.id < GENERATED_FIRST_ID)).toBe(true)
      expect((await callMock('GET', `/v4/api/records/move/${GENERATED_FIRST_ID + 4999}`)).status).toBe(200)
    }, 30_000)

    it('replaces the generated moves on a second load, leaving other moves and favourites alone', async () => {
      await callMock('POST', '/__mock/large-catalogue', { body: { count: 50 } })
      const admin = await signIn(DEMO_ACCOUNTS.admin)
      const member = await signIn()
      const added = await callMock<{ model: { id: number } }>('POST', '/v4/api/records/move', { token: admin, body: moveInput({ status: 'published' }) })
      expect(added.body.model.id).toBe(GENERATED_FIRST_ID + 50)
      for (const moveId of [GENERATED_FIRST_ID + 1, GENERATED_FIRST_ID + 40]) {
        await callMock('POST', '/v3/api/custom/movetime/toggle-favourite', { token: member, body: { move_id: moveId } })
      }

      const { body } = await callMock('POST', '/__mock/large-catalogue', { body: { count: 10 } })
      expect(body).toMatchObject({ count: 10, total: SEED_MOVES.length + 10 + 1 })
      expect(db.move.findFirst((q) => q.where({ id: added.body.model.id }))).toBeDefined()
      const favourites = db.favourite.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id })).map((row) => row.move_id)
      expect(favourites).toContain(GENERATED_FIRST_ID + 1)
      expect(favourites).not.toContain(GENERATED_FIRST_ID + 40)

      expect((await callMock('POST', '/__mock/large-catalogue', { body: { count: 0 } })).body).toMatchObject({ total: SEED_MOVES.length + 1 })
    })

    it('refuses a count that is not a whole number in range', async () => {
      for (const count of [-1, 2.5, 'many', 1_000_000]) {
        const { status, body } = await callMock('POST', '/__mock/large-catalogue', { body: { count } })
        expect(status, String(count)).toBe(400)
        expect(body.validation).toHaveProperty('count')
      }
    })

    it('is undone by a reset', async () => {
      await callMock('POST', '/__mock/large-catalogue', { body: { count: 20 } })
      await callMock('POST', '/__mock/reset')
      expect(db.move.all()).toHaveLength(SEED_MOVES.length)
    })
  })
})
