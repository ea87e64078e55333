import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { MemoryRouter } from 'react-router'
import type { ComponentType } from 'react'
import { server } from '@mocks/node'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { db } from '@mocks/db/db'
import { callMock, signIn } from '@mocks/testing/callMock'
import { signInAsMember } from '@tests/support/memberSession'
import { forgetSiteCopies } from '../common/siteCopies.testing'
import { ContactPage } from './ContactPage'
import { FaqPage } from './FaqPage'
import { HomePage } from './HomePage'
import { PrivacyPage } from './PrivacyPage'
import { TermsPage } from './TermsPage'

/*
 * The public pages against the mock backend: the seed holds every entry each page asks for, an
 * admin's edit through the cms call is what the next visit shows, text stays text, Markdown runs
 * nothing, and a page with no entries, a failing server or no network each have their state.
 */

const PAGES = [
  ['home', HomePage, 'Move better, every day.'],
  ['terms', TermsPage, 'Terms of service'],
  ['privacy', PrivacyPage, 'Privacy policy'],
  ['faq', FaqPage, 'Frequently asked questions'],
  ['contact-us', ContactPage, 'Contact us'],
] as const

function visit(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )
}

type Entry = { id: number; page: string; key: string; type: string; value: string }

/** An admin's edit through docs/product.md §7's cms PUT, as the console makes it. */
async function adminEdits(page: string, key: string, change: Partial<Entry>): Promise<void> {
  const row = db.cms.findFirst((q) => q.where({ page, key }))
  if (!row) throw new Error(`No ${page} › ${key} in the seed`)
  const token = await signIn(DEMO_ACCOUNTS.admin)
  const answer = await callMock('PUT', `/v2/api/lambda/cms/${row.id}`, { token, body: change })
  expect(answer.status).toBe(200)
}

beforeEach(forgetSiteCopies)
afterEach(() => vi.restoreAllMocks())

describe('the seed covers every page', () => {
  it.each(PAGES)('%s: every entry the page asks for is seeded, and each json entry has its shape', async (_page, Page, heading) => {
    const warn = vi.spyOn(console, 'warn')
    visit(Page)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    // Markdown blocks draw once the renderer is in; wait for the last of them.
    await screen.findAllByRole('link', { name: /support@movetime\.app|frequently asked questions/ })
    const gaps = warn.mock.calls.map((call) => String(call[0])).filter((message) => message.startsWith('[site]'))
    expect(gaps).toEqual([])
  })

  it('would catch a key the seed lacks: the page draws nothing in its place and says which', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await db.cms.delete((q) => q.where({ page: 'home', key: 'hero_eyebrow' }))
    visit(HomePage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeInTheDocument()
    expect(screen.queryByText('MoveTime', { selector: '.home-hero__eyebrow' })).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith('[site] CMS entry home › hero_eyebrow: missing; nothing is drawn in its place')
  })
})

describe('an admin’s edit shows on the next visit', () => {
  it('shows an edited hero title and keeps a text entry’s tags as text', async () => {
    await adminEdits('home', 'hero_title', { value: 'Train <b>smarter</b>, every day.' })
    const { container } = visit(HomePage)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Train <b>smarter</b>, every day.')
    expect(container.querySelector('h1 b')).toBeNull()
  })

  it('shows an edited FAQ answer, its Markdown drawn and its script never run', async () => {
    const row = db.cms.findFirst((q) => q.where({ page: 'faq', key: 'items' }))!
    const items = JSON.parse(row.value) as Array<{ question: string; answer: string }>
    items[0]!.answer = 'Yes, **fully offline**.\n\n<script>window.__faqRan = true</script><img src="x" onerror="window.__faqRan = true">'
    await adminEdits('faq', 'items', { value: JSON.stringify(items) })
    const { container } = visit(FaqPage)
    const question = await screen.findByText(items[0]!.question)
    await userEvent.click(question)
    const answer = question.closest('details') as HTMLElement
    expect(await within(answer).findByText('fully offline', { selector: 'strong' })).toBeVisible()
    expect(container.querySelector('script, [onerror]')).toBeNull()
    expect((window as { __faqRan?: boolean }).__faqRan).toBeUndefined()
  })

  it('adds a legal section when an admin adds its pair of entries', async () => {
    const token = await signIn(DEMO_ACCOUNTS.admin)
    await callMock('POST', '/v2/api/lambda/cms', { token, body: { page: 'terms', key: 'section_12_title', type: 'text', value: '12. Governing law' } })
    await callMock('POST', '/v2/api/lambda/cms', { token, body: { page: 'terms', key: 'section_12_body', type: 'markdown', value: 'The law of *your* country.' } })
    visit(TermsPage)
    const added = await screen.findByRole('region', { name: '12. Governing law' })
    expect(await within(added).findByText('your', { selector: 'em' })).toBeInTheDocument()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings.at(-1)).toBe('12. Governing law')
  })

  it('leaves out a broken json block and draws the rest of the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await adminEdits('home', 'highlights', { value: '{"not": "a list"}' })
    visit(HomePage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Move better, every day.' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3, name: 'Favourites that work offline' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Install the app' })).toBeInTheDocument()
  })
})

describe('page states', () => {
  it('says so when a page has no entries at all', async () => {
    for (const row of db.cms.findMany((q) => q.where({ page: 'privacy' }))) await db.cms.delete((q) => q.where({ id: row.id }))
    visit(PrivacyPage)
    expect(await screen.findByRole('heading', { name: 'Nothing to show here yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('shows the server’s message with Try again when the entries cannot load', async () => {
    let failing = true
    server.use(http.get('*/v4/api/records/cms', () => (failing ? HttpResponse.json({ message: 'The content store is down.' }, { status: 500 }) : undefined)))
    visit(FaqPage)
    expect(await screen.findByText(/This page could not load\. The content store is down\./)).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
  })

  it('is offline with nothing saved: says the page will show once back online', async () => {
    server.use(http.get('*/v4/api/records/cms', () => HttpResponse.error()))
    visit(TermsPage)
    expect(await screen.findByText(/This page will show when you are back online\./)).toBeInTheDocument()
  })

  it.each([
    ['a visitor', async () => undefined],
    ['a member', async () => void (await signInAsMember())],
  ])('offline, shows %s the copy saved on the last visit, with its age', async (_who, signInFirst) => {
    await signInFirst()
    const first = visit(TermsPage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument()
    // The answer is kept on the device once drawn.
    await new Promise((resolve) => setTimeout(resolve, 100))
    first.unmount()

    server.use(http.get('*/v4/api/records/cms', () => HttpResponse.error()))
    visit(TermsPage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument()
    expect(await screen.findByText(/Showing the copy of this page saved on this device\. Last synced/)).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '1. The service' })).toBeInTheDocument()
  })

  it('replaces the saved copy with the server’s answer once it comes: an edit shows on the next visit', async () => {
    const first = visit(FaqPage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 100))
    first.unmount()

    await adminEdits('faq', 'title', { value: 'Questions, answered' })
    visit(FaqPage)
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions, answered' })).toBeInTheDocument()
    expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument()
  })
})
