// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminRoutes, resolveAdminScreen } from '../engine/adminRoutes'
import { recordFilter } from '../engine/recordFilter'
import { cellText, writableFields } from '../engine/resourceDefinition'
import { adminResources } from './adminResources'
import { authorName, chatReports, dismissReportSchema, removeMessageSchema, reporterName, reportStatus } from './chatReports'

/** The first message of each field: what the dialog shows under it. */
function byField(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

const report = {
  id: 4,
  room_id: 2,
  chat_id: 17,
  reporter_id: 3,
  author_id: 9,
  message_text: `Buy cheap pills at ${'x'.repeat(200)}`,
  reason: 'spam' as const,
  note: 'Posted in three spaces today, always the same link to a shop that sells pills.',
  status: 'open' as const,
  resolved_reason: null,
  created_at: '2026-11-20T10:15:00.000Z',
  resolved_at: null,
  author: { first_name: 'Amir', last_name: 'Haddad', email: 'amir.haddad@example.com' },
  reporter: { first_name: 'Jordan', last_name: 'Lee', email: 'second@movetime.app' },
}

describe('the message reports definition', () => {
  it('lists the reported text, who wrote it, who reported it, reason, note, space, status and date', () => {
    expect(chatReports.columns.map((column) => [column.label, cellText(column, report)])).toEqual([
      ['Id', '4'],
      ['Reported message', `${report.message_text.slice(0, 79)}…`],
      ['Written by', 'Amir Haddad (#9)'],
      ['Reported by', 'Jordan Lee (#3)'],
      ['Reason', 'Spam'],
      ['Note', `${report.note.slice(0, 59)}…`],
      ['Space', 'Space #2'],
      ['Status', 'Open'],
      ['Reported', '2026-11-20'],
    ])
  })

  it('names members by name, else email, else id, and says why a message was removed', () => {
    expect(authorName({ author_id: 9, author: { email: 'amir.haddad@example.com' } })).toBe('amir.haddad@example.com (#9)')
    expect(reporterName({ reporter_id: 3, reporter: null })).toBe('Member #3')
    expect(reportStatus({ status: 'removed', resolved_reason: 'Advertising.' })).toBe('Message removed: Advertising.')
    expect(reportStatus({ status: 'dismissed', resolved_reason: 'Friendly banter.' })).toBe('Dismissed: Friendly banter.')
    expect(reportStatus({ status: 'open', resolved_reason: null })).toBe('Open')
  })

  it('shows open reports first by default, and filters status and reason by the exact choice', () => {
    expect(chatReports.defaultSort).toEqual({ field: 'status', order: 'ASC' })
    expect(recordFilter(chatReports, { status: 'open', reason: 'abuse', q: 'pills' })).toEqual({ status_eq: 'open', reason_eq: 'abuse', message_text: 'pills' })
    const choices = (name: string) => chatReports.filters?.find((filter) => filter.name === name)?.options?.map((option) => option.label)
    expect(choices('status')).toEqual(['Open', 'Message removed', 'Dismissed'])
    expect(choices('reason')).toEqual(['Spam', 'Abuse', 'Other'])
  })

  it('is read and moderated, never written: a list and a view, no form, no delete', () => {
    expect(Object.keys(chatReports.paths).sort()).toEqual(['list', 'show'])
    expect(chatReports.paths.list).toBe('/admin/message-reports')
    expect(chatReports.paths.show?.(4)).toBe('/admin/view-message-report/4')
    expect(chatReports.canDelete).toBe(false)
    expect(writableFields(chatReports, 'edit')).toEqual([])
    // The view page reads the two members through their list columns: by name.
    expect(chatReports.fields.filter((field) => field.reference?.resource === 'users').map((field) => field.name)).toEqual(['author_id', 'reporter_id'])
  })

  it('removes the message or dismisses the report, each with a reason (required, at most 500 characters), only while it is open', () => {
    const [remove, dismiss] = chatReports.recordActions!
    expect([remove!.label, remove!.method, dismiss!.label, dismiss!.method]).toEqual(['Remove message', 'removeReportedMessage', 'Dismiss', 'dismissReport'])
    expect(remove!.when!(report)).toBe(true)
    expect(dismiss!.when!(report)).toBe(true)
    for (const status of ['removed', 'dismissed']) {
      expect(remove!.when!({ ...report, status })).toBe(false)
      expect(dismiss!.when!({ ...report, status })).toBe(false)
    }
    expect(remove!.fields?.map((field) => field.name)).toEqual(['reason'])
    expect(byField(removeMessageSchema.safeParse({ reason: '  ' }))).toEqual({ reason: 'Say why the message is removed.' })
    expect(byField(removeMessageSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual({ reason: 'Keep the reason to 500 characters or fewer.' })
    expect(removeMessageSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true)
    expect(dismiss!.fields?.map((field) => field.name)).toEqual(['resolved_reason'])
    expect(byField(dismissReportSchema.safeParse({ resolved_reason: ' ' }))).toEqual({ resolved_reason: 'Say why the report is dismissed.' })
  })

  it('has its list and view screens', () => {
    const routes = adminRoutes(adminResources)
    expect(resolveAdminScreen(routes, '/admin/message-reports')).toMatchObject({ screen: 'list', definition: { name: 'chat_reports' } })
    expect(resolveAdminScreen(routes, '/admin/view-message-report/4')).toMatchObject({ screen: 'show', id: '4', definition: { name: 'chat_reports' } })
  })
})
