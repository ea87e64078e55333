import { beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from 'ra-core'
import { login } from '@/api/auth/authApi'
import { dispatchAuth } from '@/lib/auth/authState'
import { recordListRequests } from '../testing/recordRequests.testing'
import { moves } from '../resources/moves'
import { schedules } from '../resources/schedules'
import { users } from '../resources/users'
import { recordFilter } from '../engine/recordFilter'
import { createAdminDataProvider } from './combinedProvider'
import { writablePayload } from './recordsProvider'

async function signInAsAdmin() {
  const res = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
  dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
}

const provider = createAdminDataProvider([moves, users])

/** The query of the one records request made by `work`. */
async function queryOf(work: () => Promise<unknown>): Promise<URLSearchParams> {
  const requests = recordListRequests()
  try {
    await work()
  } finally {
    requests.stop()
  }
  const url = requests.urls[0]
  if (!url) throw new Error('no records request was made')
  return url.searchParams
}

describe('recordFilter', () => {
  it('turns the search box into a contains filter on the search field and drops empty values', () => {
    expect(recordFilter(moves, { q: ' squat ', difficulty: '', status: undefined, id: 4 })).toEqual({ title: 'squat', id: 4 })
    expect(recordFilter({ ...moves, searchField: undefined }, { q: 'squat' })).toEqual({})
  })

  it('matches a choice from a list exactly, so one status does not find another that contains it', async () => {
    expect(recordFilter(schedules, { status: 'cancelled', meeting_details: 'squat' })).toEqual({ status_eq: 'cancelled', meeting_details: 'squat' })
    await signInAsAdmin()
    const cancelled = await createAdminDataProvider([schedules]).getList('schedules', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'cancelled' },
    })
    expect(cancelled.data.length).toBeGreaterThan(0)
    expect(cancelled.data.map((row) => row.status)).toEqual(cancelled.data.map(() => 'cancelled'))
  })
})

describe('writablePayload', () => {
  it('sends only the form’s writable fields that changed, never joined rows or read-only fields', () => {
    const previous = { id: 3, title: 'Squat', status: 'published', created_at: 'x', user: { id: 1 } }
    const data = { ...previous, title: 'Deep squat', created_at: 'y', user: { id: 9 } }
    expect(writablePayload(moves, 'edit', data, previous)).toEqual({ title: 'Deep squat' })
  })

  it('leaves an empty new password out of a user edit', () => {
    expect(writablePayload(users, 'edit', { email: 'a@b.co', password: '' }, { email: 'x@y.co' })).toEqual({ email: 'a@b.co' })
  })
})

describe('the records data provider (against the mock backend)', () => {
  beforeEach(signInAsAdmin)

  it('getList pages with page={n},{size} and orders id desc by default', async () => {
    let result: Awaited<ReturnType<typeof provider.getList>> | undefined
    const query = await queryOf(async () => {
      result = await provider.getList('moves', { pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: {} })
    })
    expect(query.get('page')).toBe('2,5')
    expect(query.get('order')).toBe('id,desc')
    expect(query.get('join')).toBe('user')
    expect(result!.data).toHaveLength(5)
    expect(result!.total).toBeGreaterThan(10)
    const ids = result!.data.map((row) => row.id as number)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
  })

  it('getList sorts by a field and filters id and choices by equality, typed text by contains', async () => {
    const query = await queryOf(() =>
      provider.getList('moves', { pagination: { page: 1, perPage: 20 }, sort: { field: 'title', order: 'ASC' }, filter: { q: 'squat', difficulty: 'beginner' } }),
    )
    expect(query.get('order')).toBe('title,asc')
    expect(query.getAll('filter')).toEqual(['title,cs,squat', 'difficulty,eq,beginner'])

    const { data } = await provider.getList('moves', { pagination: { page: 1, perPage: 20 }, sort: { field: 'title', order: 'ASC' }, filter: { q: 'squat' } })
    expect(data.length).toBeGreaterThan(0)
    for (const row of data) expect(String(row.title).toLowerCase()).toContain('squat')

    const byId = await provider.getList('users', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { id: 1 } })
    expect(byId.data.map((row) => row.id)).toEqual([1])
  })

  it('reads one, many (comma ids) and by reference, without secrets', async () => {
    const one = await provider.getOne('users', { id: 1 })
    expect(one.data.email).toBe('member@movetime.app')
    expect(one.data).not.toHaveProperty('password_hash')
    const many = await provider.getMany('users', { ids: [1, 3] })
    expect(many.data.map((row) => row.id).sort()).toEqual([1, 3])
    const mine = await provider.getManyReference('moves', { target: 'user_id', id: 1, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    expect(mine.data.every((row) => row.user_id === 1)).toBe(true)
  })

  it('creates, updates and deletes, one or many', async () => {
    const created = await provider.create('users', {
      data: { email: 'new.coach@example.com', first_name: 'New', last_name: 'Coach', role: 'user', verified: true, phone: '', password: 'Coach1234' },
    })
    expect(created.data.email).toBe('new.coach@example.com')
    const updated = await provider.update('users', { id: created.data.id, data: { ...created.data, last_name: 'Trainer' }, previousData: created.data })
    expect(updated.data.last_name).toBe('Trainer')
    const second = await provider.create('users', { data: { email: 'second.coach@example.com', role: 'user', password: 'Coach1234' } })
    await provider.deleteMany('users', { ids: [created.data.id, second.data.id] })
    await expect(provider.getOne('users', { id: created.data.id })).rejects.toMatchObject({ status: 404 })
  })

  it('rejects a bad save with the server’s field messages under body.errors (for the form)', async () => {
    const error: unknown = await provider
      .update('users', { id: 3, data: { email: 'member@movetime.app' }, previousData: { id: 3, email: 'second@movetime.app' } })
      .catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).body.errors).toEqual({ email: 'An account with this email already exists.' })
  })
})
