import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { signInAsMember } from '@tests/support/memberSession'
import { db } from '@mocks/db/db'
import { reportMessage } from '@/api/spaces/roomsApi'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/*
 * Message reports through the generic pages against the mock backend: members report through
 * realtime/report, the admin reads them by name, open first, removes a message through
 * realtime/chat/remove or dismisses a report through the records PUT.
 */

const MORNING_MOVERS = 1
const tableNamed = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 8000 })
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row')
const messageOf = (chatId: number) => db.chat_message.findFirst((q) => q.where((row) => row.room_id === MORNING_MOVERS && row.chat_id === chatId))!
const reportOn = (chatId: number) => db.chat_report.findFirst((q) => q.where((row) => row.room_id === MORNING_MOVERS && row.chat_id === chatId))!

/**
 * In place of the demo data's reports: Jordan reports Maya's first message (spam); Maya reports
 * Daniel's (abuse), which an admin already dismissed; Maya reports Sofia's (other).
 */
async function seedReports(): Promise<void> {
  await db.chat_report.deleteMany((q) => q.where(() => true))
  await signInAsMember('second@movetime.app')
  await reportMessage({ room_id: MORNING_MOVERS, chat_id: 1, reason: 'spam', note: 'Advertises a gym.' })
  await signInAsMember()
  await reportMessage({ room_id: MORNING_MOVERS, chat_id: 4, reason: 'abuse' })
  await reportMessage({ room_id: MORNING_MOVERS, chat_id: 3, reason: 'other', note: 'Off topic.' })
  await db.chat_report.update((q) => q.where((row) => row.chat_id === 4), {
    data(draft) {
      draft.status = 'dismissed'
      draft.resolved_reason = 'Banter between friends.'
    },
  })
  await signInAsAdmin()
}

describe('the message reports list', () => {
  beforeEach(seedReports)

  it('shows open reports first, newest first, with the members by name', async () => {
    renderAdmin('/admin/message-reports')
    const rows = bodyRows(await tableNamed(/^Message reports: 3 in all/))
    expect(rows.map((row) => within(row).getAllByRole('cell')[7]?.textContent)).toEqual(['Open', 'Open', 'Dismissed: Banter between friends.'])
    expect(rows[0]).toHaveTextContent(/Same here, coffee first.*Sofia Marquez \(#8\).*Maya Thompson \(#1\).*Other.*Off topic\..*Space #1/)
    expect(rows[1]).toHaveTextContent(/Morning all!.*Maya Thompson \(#1\).*Jordan Lee \(#3\).*Spam.*Advertises a gym\./)
  })

  it('filters by the exact status and by reason', async () => {
    const { user } = renderAdmin('/admin/message-reports')
    await tableNamed(/^Message reports: 3 in all/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Dismissed')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Message reports: 1 in all/))[0]).toHaveTextContent('Daniel'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Spam')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Message reports: 1 in all/))[0]).toHaveTextContent('Jordan Lee (#3)'))
  })
})

describe('a message report’s page', () => {
  beforeEach(seedReports)

  it('removes the message only with a reason, through the remove call, and shows the report settled', async () => {
    const report = reportOn(1)
    const { user } = renderAdmin(`/admin/view-message-report/${report.id}`)
    await screen.findByRole('heading', { level: 1, name: /^Message report: report #\d+ \(Spam\)/ }, { timeout: 8000 })
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(term('Written by')).toBe('Maya Thompson (#1)')
    expect(term('Reported by')).toBe('Jordan Lee (#3)')

    await user.click(screen.getByRole('button', { name: /^Remove message/ }))
    const dialog = await screen.findByRole('dialog', { name: `Remove the message of report #${report.id}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }))
    expect(await within(dialog).findByText('Say why the message is removed.')).toBeVisible()
    expect(messageOf(1).removed).toBe(false)

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Advertising.')
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(messageOf(1)).toMatchObject({ removed: true, text: '' })
    expect(reportOn(1)).toMatchObject({ status: 'removed', resolved_reason: 'Advertising.', message_text: expect.stringContaining('Morning all!') })
    await waitFor(() => expect(term('Status')).toBe('Message removed'))
    expect(term('Why settled')).toBe('Advertising.')
    expect(screen.queryByRole('button', { name: /^Remove message/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).not.toBeInTheDocument()
  })

  it('dismisses with a reason and keeps the message', async () => {
    const report = reportOn(3)
    const { user } = renderAdmin(`/admin/view-message-report/${report.id}`)
    await user.click(await screen.findByRole('button', { name: /^Dismiss/ }, { timeout: 8000 }))
    const dialog = await screen.findByRole('dialog', { name: `Dismiss report #${report.id}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }))
    expect(await within(dialog).findByText('Say why the report is dismissed.')).toBeVisible()

    await user.type(within(dialog).getByLabelText(/^Reason/), 'A fair question.')
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(reportOn(3)).toMatchObject({ status: 'dismissed', resolved_reason: 'A fair question.' })
    expect(reportOn(3).resolved_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
    expect(messageOf(3).removed).toBe(false)
  })
})
