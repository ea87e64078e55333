// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ChatMessage, HistoryResponse } from '@/api/spaces/spaceTypes'
import {
  applyMessage,
  applyNewestPage,
  applyOlderPage,
  applyPollMessages,
  EMPTY_TIMELINE,
  resyncTimeline,
  stillPending,
  timelineToSave,
  type Timeline,
} from './timelineMerge'
import { chatMessage } from './spacesFixtures.testing'

const ids = (timeline: Timeline) => timeline.messages.map((message) => message.chat_id)

function page(messages: ChatMessage[], latest: number, hasOlder: boolean): HistoryResponse {
  return { room_id: 1, messages, latest_chat_id: latest, has_older: hasOlder }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => chatMessage(from + index))

describe('timeline merge', () => {
  it('drops duplicates by chat_id and keeps chat_id order whatever order answers arrive in', () => {
    let timeline = applyNewestPage(EMPTY_TIMELINE, page(range(1, 3), 3, false))
    // A newer poll's answer arrives before an older, overlapping one.
    timeline = applyPollMessages(timeline, 3, range(4, 7))
    timeline = applyPollMessages(timeline, 3, range(4, 5))
    timeline = applyPollMessages(timeline, 5, [chatMessage(7), chatMessage(6)])
    expect(ids(timeline)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(timeline.cursor).toBe(7)
  })

  it('moves the cursor only on answers that vouch for completeness', () => {
    let timeline = applyNewestPage(EMPTY_TIMELINE, page(range(1, 3), 3, false))
    // A send answer: held and shown, but 4 and 5 may exist, so the cursor stays.
    timeline = applyMessage(timeline, chatMessage(6))
    expect(ids(timeline)).toEqual([1, 2, 3, 6])
    expect(timeline.cursor).toBe(3)
    // A poll that asked from further on than our cursor proves nothing about 4 and 5.
    timeline = applyPollMessages(timeline, 6, [chatMessage(7)])
    expect(timeline.cursor).toBe(3)
    // The poll from our cursor fills the gap and vouches for all of it.
    timeline = applyPollMessages(timeline, 3, range(4, 7))
    expect(ids(timeline)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(timeline.cursor).toBe(7)
  })

  it('gap → resync: the fresh newest page replaces the held window', () => {
    let timeline = applyNewestPage(EMPTY_TIMELINE, page(range(1, 5), 5, false))
    timeline = resyncTimeline(page(range(400, 499), 499, true))
    expect(ids(timeline)[0]).toBe(400)
    expect(timeline.cursor).toBe(499)
    expect(timeline.hasOlder).toBe(true)
    // A stale poll answer for the old cursor would leave a hole below the window: dropped.
    const stale = applyPollMessages(timeline, 5, range(6, 8))
    expect(stale).toEqual(timeline)
    // One that reaches into the window joins it.
    expect(ids(applyPollMessages(timeline, 390, range(391, 401))).slice(0, 11)).toEqual(range(391, 401).map((message) => message.chat_id))
  })

  it('joins the device copy with the newest page when they overlap, replaces it when they do not', () => {
    const saved = applyNewestPage(EMPTY_TIMELINE, page(range(1, 50), 50, false))
    const joined = applyNewestPage(saved, page(range(40, 60), 60, true))
    expect(ids(joined)).toEqual(range(1, 60).map((message) => message.chat_id))
    expect(joined.hasOlder).toBe(false)
    expect(joined.cursor).toBe(60)
    const replaced = applyNewestPage(saved, page(range(80, 90), 90, true))
    expect(ids(replaced)).toEqual(range(80, 90).map((message) => message.chat_id))
    expect(replaced.hasOlder).toBe(true)
  })

  it('prepends older pages without touching the cursor', () => {
    let timeline = resyncTimeline(page(range(11, 20), 20, true))
    timeline = applyOlderPage(timeline, 11, page(range(1, 10), 20, false))
    expect(ids(timeline)).toEqual(range(1, 20).map((message) => message.chat_id))
    expect(timeline.hasOlder).toBe(false)
    expect(timeline.cursor).toBe(20)
  })

  it('drops an older page that no longer joins the window after a resync', () => {
    const timeline = resyncTimeline(page(range(50, 60), 60, true))
    expect(applyOlderPage(timeline, 11, page(range(1, 10), 20, false))).toEqual(timeline)
  })

  it('replaces a pending message by the server’s copy once, from whichever answer comes first', () => {
    const pending = [{ clientId: 'mine-1', authorId: 7 }]
    let timeline = applyNewestPage(EMPTY_TIMELINE, page(range(1, 2), 2, false))
    expect(stillPending(timeline, pending)).toEqual(pending)
    const copy = chatMessage(3, { client_id: 'mine-1', authorId: 7 })
    // The poll brings it first; the send answer repeats it.
    timeline = applyPollMessages(timeline, 2, [copy])
    expect(stillPending(timeline, pending)).toEqual([])
    timeline = applyMessage(timeline, copy)
    expect(ids(timeline)).toEqual([1, 2, 3])
    // Another member's message with the same client_id is not mine.
    expect(stillPending(applyMessage(EMPTY_TIMELINE, chatMessage(4, { client_id: 'mine-1', authorId: 8 })), pending)).toEqual(pending)
  })

  it('a removal wins over an older copy of the same message', () => {
    let timeline = applyMessage(EMPTY_TIMELINE, chatMessage(1))
    timeline = applyMessage(timeline, { ...chatMessage(1), text: '', removed: true })
    timeline = applyMessage(timeline, chatMessage(1))
    expect(timeline.messages[0]?.removed).toBe(true)
  })

  it('saves the newest messages only, still ending at the cursor', () => {
    const timeline = resyncTimeline(page(range(1, 250), 250, false))
    const saved = timelineToSave(timeline)
    expect(saved.messages).toHaveLength(200)
    expect(saved.messages[0]?.chat_id).toBe(51)
    expect(saved.cursor).toBe(250)
    expect(saved.hasOlder).toBe(true)
  })
})
