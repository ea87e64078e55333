import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { buildFilters, buildListQuery, buildPageQuery, create, getMany, getOne, list, paginate, remove, removeWhere, restPaginate, update } from './recordsApi'
import { TABLE_AND_ID_REQUIRED, TABLE_REQUIRED } from './recordTypes'

function countRequests() {
  const counter = { count: 0 }
  server.events.on('request:start', () => {
    counter.count += 1
  })
  return counter
}

describe('generic records: validation before any request', () => {
  it.each([
    ['getOne without id', () => getOne('move', '')],
    ['getOne without table', () => getOne('', 1)],
    ['getOne with the text "undefined"', () => getOne('move', 'undefined')],
    ['getMany with no ids', () => getMany('move', [])],
    ['update without id', () => update('move', null as unknown as number, {})],
    ['remove without table', () => remove('undefined', 3)],
    ['removeWhere without id', () => removeWhere('move', { id: '' })],
  ])('%s rejects with "table and id is required."', async (_, run) => {
    const requests = countRequests()
    await expect(run()).rejects.toMatchObject({ message: TABLE_AND_ID_REQUIRED, status: 400 })
    expect(requests.count).toBe(0)
    server.events.removeAllListeners()
  })

  it.each([
    ['list', () => list('')],
    ['paginate', () => paginate(undefined as unknown as string)],
    ['create', () => create('', {})],
    ['restPaginate', () => restPaginate('undefined')],
  ])('%s without table rejects with "table is required."', async (_, run) => {
    await expect(run()).rejects.toMatchObject({ message: TABLE_REQUIRED })
  })
})

describe('generic records: query building', () => {
  it('filters id by equality and every other field by contains, skipping empty values', () => {
    expect(buildFilters({ id: 4, title: 'squat', level: '', area: undefined, tag: 'undefined' })).toEqual(['id,eq,4', 'title,cs,squat'])
  })

  it('orders by id descending unless told otherwise', () => {
    expect(buildListQuery().get('order')).toBe('id,desc')
    expect(buildListQuery({ order: { field: 'title', direction: 'asc' } }).get('order')).toBe('title,asc')
  })

  it('sends join, size and repeated filters', () => {
    const query = buildListQuery({ join: ['user', 'video'], size: 5, filter: { id: 1, title: 'lunge' } })
    expect(query.get('join')).toBe('user,video')
    expect(query.get('size')).toBe('5')
    expect(query.getAll('filter')).toEqual(['id,eq,1', 'title,cs,lunge'])
  })

  it('paginates as page={n},{size} with size 20 by default', () => {
    expect(buildPageQuery().get('page')).toBe('1,20')
    expect(buildPageQuery({ page: 3, size: 50 }).get('page')).toBe('3,50')
  })

  it('puts the query on the wire as built', async () => {
    let seen: URL | undefined
    server.use(
      mswHttp.get('*/v4/api/records/:table', ({ request }) => {
        seen = new URL(request.url)
        return HttpResponse.json({ error: false, list: [] })
      }),
    )
    await list('move', { filter: { title: 'squat', id: 2 } })
    expect(seen?.pathname).toBe('/v4/api/records/move')
    expect(seen?.searchParams.getAll('filter')).toEqual(['title,cs,squat', 'id,eq,2'])
  })

  it('rest-style paginate defaults to page 1, limit 10', async () => {
    let body: unknown
    server.use(
      mswHttp.post('*/v1/api/rest/:table/PAGINATE', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ error: false, list: [], page: 1, limit: 10, total: 0, num_pages: 0 })
      }),
    )
    await restPaginate('move')
    expect(body).toMatchObject({ page: 1, limit: 10 })
  })

  it('getMany asks for comma-separated ids and always returns a list', async () => {
    let path = ''
    server.use(
      mswHttp.get('*/v4/api/records/:table/:id', ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({ error: false, model: { id: 5 } })
      }),
    )
    await expect(getMany('move', [5])).resolves.toEqual([{ id: 5 }])
    expect(path).toBe('/v4/api/records/move/5')
  })
})
