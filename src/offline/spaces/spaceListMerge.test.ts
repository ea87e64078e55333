// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { byActivity, listAfterCatchUp, spaceIdsKey, summaryWithMessage, summaryWithRead } from './spaceListMerge'
import { chatMessage, spaceSummary } from './spacesFixtures.testing'

const ME = 7

describe('space list merge', () => {
  it('a live message from another member becomes the last message and one more unread', () => {
    const space = spaceSummary(1, { latest_chat_id: 4, read_chat_id: 4, unread: 0 })
    const message = chatMessage(5, { authorId: 8 })
    expect(summaryWithMessage(space, message, ME)).toMatchObject({ last_message: message, latest_chat_id: 5, unread: 1, read_chat_id: 4, activity_at: message.date })
  })

  it('my own message moves my read pointer, not the unread count; a repeat changes nothing', () => {
    const space = spaceSummary(1, { latest_chat_id: 4, read_chat_id: 2, unread: 2 })
    const mine = summaryWithMessage(space, chatMessage(5, { authorId: ME }), ME)
    expect(mine).toMatchObject({ unread: 2, read_chat_id: 5 })
    expect(summaryWithMessage(space, chatMessage(4, { authorId: 8 }), ME)).toBeNull()
  })

  it('a read pointer only moves forward, and counts are exact only when known', () => {
    const space = spaceSummary(1, { latest_chat_id: 9, read_chat_id: 5, unread: 4 })
    expect(summaryWithRead(space, 4)).toBeNull()
    expect(summaryWithRead(space, 9)).toEqual({ space: expect.objectContaining({ read_chat_id: 9, unread: 0 }), exact: true })
    expect(summaryWithRead(space, 7)).toEqual({ space: expect.objectContaining({ read_chat_id: 7, unread: 4 }), exact: false })
    expect(summaryWithRead(space, 7, 2)).toEqual({ space: expect.objectContaining({ unread: 2 }), exact: true })
  })

  it('a catch-up replaces changed spaces, drops gone ones and keeps newest activity first', () => {
    const list = [spaceSummary(1, { activity_at: '2025-01-03T00:00:00Z' }), spaceSummary(2, { activity_at: '2025-01-02T00:00:00Z' }), spaceSummary(3, { activity_at: '2025-01-01T00:00:00Z' })]
    const after = listAfterCatchUp(list, { changed: [spaceSummary(3, { activity_at: '2025-01-04T00:00:00Z', unread: 1 })], gone: [2], version: 9, unread_total: 1 })
    expect(after.map((space) => space.id)).toEqual([3, 1])
    expect(after[0]?.unread).toBe(1)
    expect([...after].sort(byActivity)).toEqual(after)
    expect(spaceIdsKey(after)).toBe('1,3')
  })
})
