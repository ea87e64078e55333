import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { http } from 'msw'
import { MemoryRouter } from 'react-router'
import { server } from '@mocks/node'
import { db } from '@mocks/db/db'
import { prerenderedReads } from '@/shared/remote/useRemoteData'
import { FaqPage } from '../pages/FaqPage'
import { forgetSiteCopies } from './siteCopies.testing'

/*
 * A page drawn from its prerendered HTML shows the build's entries at once and asks the server
 * whether they changed only once the page has loaded and the browser is idle: that first call
 * loads the API client, which the first screen need not wait for.
 */

let idle: Array<() => void> = []

beforeAll(async () => {
  /*
   * The FAQ's answers wait for the Markdown renderer (its own chunk, which FaqPage starts loading
   * as it is imported). Left loading, the first render suspends, and React holds that render's
   * effects, the page's first read among them, until the next act(): the test would then time the
   * renderer's load instead of the idle wait it is about.
   */
  await import('./RenderedHtml')
  await new Promise((resolve) => setTimeout(resolve, 0))
})

beforeEach(async () => {
  await forgetSiteCopies()
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.push(callback)
    return idle.length
  })
})

afterEach(() => {
  prerenderedReads.answers = null
  vi.unstubAllGlobals()
})

describe('useSiteContent on a prerendered page', () => {
  it('draws the embedded entries, then checks the server once idle and shows an admin’s edit', async () => {
    const built = db.cms.findMany((q) => q.where({ page: 'faq' })).map((row) => ({ ...row }))
    prerenderedReads.answers = new Map([['cms:faq', built]])
    const title = db.cms.findFirst((q) => q.where({ page: 'faq', key: 'title' }))!
    await db.cms.update((q) => q.where({ id: title.id }), { data: (row) => void (row.value = 'Questions, answered') })
    let asked = 0
    server.use(
      http.get('*/v4/api/records/cms', () => {
        asked += 1
        return undefined
      }),
    )

    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    // The device's copy is read first (its code loads on first use), so the wait for an idle moment starts after a variable delay.
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toBe(0)

    await act(async () => idle.splice(0).forEach((callback) => callback()))
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions, answered' })).toBeInTheDocument()
    expect(asked).toBe(1)
  })

  it('asks at once when the page was not prerendered (the app drew it itself)', async () => {
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    expect(idle).toEqual([])
  })
})
