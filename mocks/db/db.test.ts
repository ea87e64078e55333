// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { db, nextId, resetDb, snapshot } from './db'
import { hashPassword, verifyPassword } from './password'
import { DEMO_ACCOUNTS, DEMO_INVITE_CODE } from './seed'

describe('the mock database', () => {
  it('seeds the same data every time', async () => {
    await resetDb()
    const first = JSON.stringify(snapshot())
    await resetDb()
    expect(JSON.stringify(snapshot())).toBe(first)
  })

  it('seeds the demo accounts, one unverified, and the demo invitation', async () => {
    await resetDb()
    const member = db.user.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.member.email }))
    expect(member).toMatchObject({ id: 1, role: 'user', verified: true })
    expect(db.user.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.admin.email }))?.role).toBe('admin')
    expect(db.user.findMany((q) => q.where({ verified: false }))).toHaveLength(1)
    expect(db.admin_invite.findFirst((q) => q.where({ code: DEMO_INVITE_CODE }))).toMatchObject({ created_by: 2, used_by: null })
    expect(db.product.all().map((product) => product.name)).toEqual(['MoveTime Premium', 'MoveTime Coach'])
  })

  it('runs overlapping resets one after another, never doubling rows', async () => {
    await Promise.all([resetDb(), resetDb(), resetDb()])
    expect(db.user.all()).toHaveLength(Object.keys(DEMO_ACCOUNTS).length)
    expect(new Set(db.move.all().map((move) => move.id)).size).toBe(db.move.count())
  })

  it('hands out ids after the highest, and never the id of a deleted row', async () => {
    await resetDb()
    const id = nextId('sms')
    expect(id).toBe(3)
    await db.sms.create({ id, name: 'x', body: 'x' })
    db.sms.delete((q) => q.where((row) => row.id === id))
    expect(nextId('sms')).toBe(4)
  })

  it('keeps passwords as salted hashes', async () => {
    const one = await hashPassword('Member123!')
    const two = await hashPassword('Member123!')
    expect(one).not.toBe(two)
    expect(one).not.toContain('Member123!')
    expect(await verifyPassword('Member123!', one)).toBe(true)
    expect(await verifyPassword('member123!', one)).toBe(false)
    expect(await verifyPassword('Member123!', 'garbage')).toBe(false)
  })
})
