import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/* "Export CSV" on a list: the server's file where the definition has one, through the admin data provider. */

const downloads: Blob[] = []
beforeEach(async () => {
  await signInAsAdmin()
  downloads.length = 0
  // jsdom has no object URLs; the file handed to the download is what counts.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob)
    return 'blob:export'
  })
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

describe('list export', () => {
  it('downloads the server’s CSV of invoices and says how many rows it holds', async () => {
    let asked: URL | undefined
    server.use(
      http.get('*/v3/api/movetime/export-invoices', ({ request }) => {
        asked = new URL(request.url)
        return new HttpResponse('Number,Member\r\nMT-1,Maya\r\nMT-2,Jordan\r\n', { headers: { 'content-type': 'text/csv' } })
      }),
    )
    const { user } = renderAdmin('/admin/invoices?filter=%7B%22status%22%3A%22paid%22%7D')
    await screen.findByRole('table', { name: /^Invoices: \d+ in all/ }, { timeout: 8000 })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe('2 invoices exported.'))
    expect(asked?.searchParams.get('status')).toBe('paid')
    expect(await downloads[0]!.text()).toBe('Number,Member\r\nMT-1,Maya\r\nMT-2,Jordan\r\n')
  })

  it('keeps the reason in the toolbar when the export fails', async () => {
    server.use(http.get('*/v3/api/movetime/export-invoices', () => HttpResponse.json({ error: true, message: 'The export is resting.' }, { status: 500 })))
    const { user } = renderAdmin('/admin/invoices')
    await screen.findByRole('table', { name: /^Invoices: \d+ in all/ }, { timeout: 8000 })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    // The export answers text, so a failure reads as the status when the body is not the call's JSON.
    expect(await screen.findByRole('alert')).toHaveTextContent(/resting|Request failed \(500\)/)
    expect(downloads).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })
})
