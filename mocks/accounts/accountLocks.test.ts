// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lockKeys, withAccountLock } from './accountLocks'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A check-then-await-then-write on a shared set: the shape of every account write. */
function claimOnce(taken: Set<string>, key: string, name: string): Promise<string> {
  return withAccountLock([key], async () => {
    if (taken.has(name)) throw new Error('taken')
    await tick()
    taken.add(name)
    return name
  })
}

describe('withAccountLock', () => {
  it('lets one of many parallel check-and-writes on a key win; the rest see its write', async () => {
    const taken = new Set<string>()
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => claimOnce(taken, 'email:a@b.c', 'a@b.c')))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5)
  })

  it('runs different keys side by side', async () => {
    const order: string[] = []
    const slow = withAccountLock(['a'], async () => {
      await tick()
      await tick()
      order.push('a')
    })
    const fast = withAccountLock(['b'], async () => {
      order.push('b')
    })
    await Promise.all([slow, fast])
    expect(order).toEqual(['b', 'a'])
  })

  it('waits for every key it names, and a failure releases them', async () => {
    const order: string[] = []
    const first = withAccountLock(['x'], async () => {
      await tick()
      order.push('x')
      throw new Error('boom')
    })
    const both = withAccountLock(['x', 'y'], async () => {
      order.push('x+y')
    })
    await expect(first).rejects.toThrow('boom')
    await both
    expect(order).toEqual(['x', 'x+y'])
  })

  it('keys emails and sign-ins case-insensitively', () => {
    expect(lockKeys.email(' Ana@Example.com ')).toBe(lockKeys.email('ana@example.com'))
    expect(lockKeys.signIn('ANA@example.com')).toBe(lockKeys.signIn('ana@example.com'))
  })
})
