import { afterEach, describe, expect, it } from 'vitest'
import { resetNetworkControls } from '@mocks/devControls'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'

afterEach(() => resetNetworkControls())

describe('developer controls', () => {
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

  it('reset brings back the seed and ends every session', async () => {
    const token = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('DELETE', '/v4/api/records/move/1', { token })
    expect((await callMock('GET', '/v4/api/records/move/1')).status).toBe(404)

    expect((await callMock('POST', '/__mock/reset')).status).toBe(200)
    expect((await callMock('GET', '/v4/api/records/move/1')).status).toBe(200)
    expect((await callMock('GET', '/v2/api/lambda/profile', { token })).status).toBe(401)
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
})
