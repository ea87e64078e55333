import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'
import { CONTACT_EXCERPT } from './contactMessages'

/*
 * Contact messages through the generic pages against the mock backend: the seeded four (two new,
 * two answered), read through the records calls, marked answered and new through contact/{id}.
 */

const tableNamed = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 8000 })
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row')
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '')
const stored = (id: number) => db.contact_message.findFirst((q) => q.where({ id }))!

beforeEach(signInAsAdmin)

describe('the contact messages list', () => {
  it('lists the newest first with sender, topic, an excerpt, when and whether answered', async () => {
    const { container } = renderAdmin('/admin/contact-messages')
    const rows = bodyRows(await tableNamed(/^Contact messages: 4 in all/))
    expect(rows.map((row) => cells(row)[0])).toEqual(['Keiko Sato', 'Oliver Grant', 'Maya Thompson', 'Nadia Rahman'])
    const [name, email, topic, excerpt, received, status] = cells(rows[1]!)
    expect([name, email, topic, status]).toEqual(['Oliver Grant', 'oliver.grant@example.com', 'Billing and payments', 'New'])
    expect(excerpt).toHaveLength(CONTACT_EXCERPT)
    expect(excerpt?.endsWith('…')).toBe(true)
    expect(received).not.toBe('')
    expect(cells(rows[3]!)[5]).toBe('Answered')
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('filters by status and by topic', async () => {
    const { user } = renderAdmin('/admin/contact-messages')
    await tableNamed(/^Contact messages: 4 in all/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Contact messages: 2 in all/)).map((row) => cells(row)[0])).toEqual(['Keiko Sato', 'Oliver Grant']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Bookings with a coach')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Contact messages: 1 in all/)).map((row) => cells(row)[0])).toEqual(['Keiko Sato']))
  })
})

describe('a contact message’s page', () => {
  it('shows the whole message, marks it answered and back to new', async () => {
    const { user, container } = renderAdmin('/admin/view-contact-message/3')
    await screen.findByRole('heading', { level: 1, name: 'Contact message: Oliver Grant (Billing and payments)' }, { timeout: 8000 })
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(term('Message')).toBe(stored(3).message)
    expect(term('Status')).toBe('New')
    expect(await seriousAxeViolations(container)).toEqual([])

    await user.click(screen.getByRole('button', { name: /^Mark answered/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark the message from Oliver Grant answered?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }))
    await waitFor(() => expect(term('Status')).toBe('Answered'))
    expect(stored(3)).toMatchObject({ status: 'answered', answered_by: DEMO_ACCOUNTS.admin.id })

    await user.click(screen.getByRole('button', { name: /^Mark as new/ }))
    const again = await screen.findByRole('dialog', { name: 'Mark the message from Oliver Grant as new?' })
    await user.click(within(again).getByRole('button', { name: 'Mark as new' }))
    await waitFor(() => expect(term('Status')).toBe('New'))
    expect(stored(3)).toMatchObject({ status: 'new', answered_at: null, answered_by: null })
  })

  it('offers no create, edit or delete', async () => {
    renderAdmin('/admin/contact-messages')
    await tableNamed(/^Contact messages: 4 in all/)
    expect(screen.queryByRole('link', { name: /Add contact message/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
  })
})
