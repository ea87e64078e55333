import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getOne } from '@/api/records/recordsApi'
import { recordListRequests } from '../testing/recordRequests.testing'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

const table = () => screen.findByRole('table', { name: /^Moves: \d+ in all/ })
const bodyRows = async () => within((await table()).querySelector('tbody')!).getAllByRole('row')

describe('ResourceList (moves, against the mock backend)', () => {
  beforeEach(signInAsAdmin)

  it('shows a loading state, then the first 20 moves newest first in a captioned table', async () => {
    const requests = recordListRequests()
    renderAdmin('/admin/moves')
    expect(screen.getByText('Loading moves…', { selector: 'p' })).toBeVisible()
    expect(await bodyRows()).toHaveLength(20)
    expect(screen.getByRole('heading', { level: 1, name: 'Moves' })).toBeInTheDocument()
    const query = requests.last()!.searchParams
    requests.stop()
    expect(query.get('page')).toBe('1,20')
    expect(query.get('order')).toBe('id,desc')
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none')
  })

  it('sorts by a column header: the request orders by it and the header says so; the URL keeps it', async () => {
    const { user, history } = renderAdmin('/admin/moves')
    await bodyRows()
    const requests = recordListRequests()
    await user.click(screen.getByRole('button', { name: /^Title/ }))
    await waitFor(() => expect(requests.last()?.searchParams.get('order')).toBe('title,asc'))
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending'))
    expect(history.location.search).toContain('sort=title')
    await user.click(screen.getByRole('button', { name: /^Title/ }))
    await waitFor(() => expect(requests.last()?.searchParams.get('order')).toBe('title,desc'))
    requests.stop()
  })

  it('changes page on the server and keeps the page in the URL (a deep link opens it)', async () => {
    const { user, history } = renderAdmin('/admin/moves')
    await bodyRows()
    const requests = recordListRequests()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(requests.last()?.searchParams.get('page')).toBe('2,20'))
    await waitFor(() => expect(screen.getByText(/page 2 of/)).toBeInTheDocument())
    requests.stop()
    expect(history.location.search).toContain('page=2')

    const deepLink = history.location.pathname + history.location.search
    const again = recordListRequests()
    renderAdmin(deepLink)
    await waitFor(() => expect(again.urls.some((url) => url.searchParams.get('page') === '2,20')).toBe(true))
    again.stop()
  })

  it('filters by a select at once and by the search box on Enter', async () => {
    const { user } = renderAdmin('/admin/moves')
    await bodyRows()
    const requests = recordListRequests()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'advanced')
    await waitFor(() => expect(requests.last()?.searchParams.getAll('filter')).toEqual(['difficulty,eq,advanced']))
    await waitFor(async () => {
      for (const row of await bodyRows()) expect(row).toHaveTextContent(/advanced/i)
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plank{Enter}')
    await waitFor(() => expect(requests.last()?.searchParams.getAll('filter')).toEqual(expect.arrayContaining(['difficulty,eq,advanced', 'title,cs,plank'])))
    requests.stop()
  })

  it('asks before deleting the selected rows, then deletes them', async () => {
    const { user } = renderAdmin('/admin/moves')
    const [first] = await bodyRows()
    const checkbox = within(first!).getByRole('checkbox')
    const name = checkbox.getAttribute('aria-label')!.replace(/^Select /, '')
    const id = Number(within(first!).getAllByRole('cell')[1]!.textContent)
    await user.click(checkbox)
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }))

    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 move?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }))
    await expect(getOne('move', id)).resolves.toMatchObject({ id })

    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select ${name}` })).not.toBeInTheDocument())
    await expect(getOne('move', id)).rejects.toMatchObject({ status: 404 })
  })

  it('says when nothing matches the filters, and offers to clear them', async () => {
    const { user } = renderAdmin('/admin/moves?filter=' + encodeURIComponent(JSON.stringify({ q: 'no move is called this' })))
    expect(await screen.findByRole('heading', { name: 'No moves match these filters' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!)
    expect(await bodyRows()).toHaveLength(20)
  })

  it('shows the server’s reason and tries again', async () => {
    server.use(http.get('*/v4/api/records/move', () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 }), { once: true }))
    const { user } = renderAdmin('/admin/moves')
    expect(await screen.findByText(/Moves could not load\. The server is resting\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await bodyRows()).toHaveLength(20)
  })
})
