import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SpacesCatchUpResponse } from '@/api/spaces/spaceTypes'
import type { NavBadgeCount } from '@/ui/sidebar/SidebarNav'
import { SPACES_BADGE_EVERY_MS, runSpacesBadge } from './loadSpacesBadge'
import { clearSpacesUnread, setSpacesUnread, unreadMessagesText, unreadTotal } from './spacesUnreadCount'

const catchUp = vi.hoisted(() => vi.fn<(userId: number, since: number, signal?: AbortSignal) => Promise<SpacesCatchUpResponse>>())
vi.mock('@/api/spaces/roomsApi', () => ({ catchUpSpaces: catchUp }))

const MAYA = 1
const answer = (unread_total: number): SpacesCatchUpResponse => ({ changed: [], gone: [], version: Date.now(), unread_total })

let online = true
let visibility: DocumentVisibilityState = 'visible'
let shown: (NavBadgeCount | null)[] = []
let stop: () => void = () => undefined

const last = () => shown.at(-1)
const start = () => {
  stop = runSpacesBadge(MAYA, (badge) => shown.push(badge))
}
/** Lets the call's answer (a resolved promise) be handled. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  online = true
  visibility = 'visible'
  shown = []
  catchUp.mockReset()
})

afterEach(() => {
  stop()
  clearSpacesUnread()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the spaces badge', () => {
  it('reads the unread total at once, for this member, and shows it with its words', async () => {
    catchUp.mockResolvedValue(answer(3))
    start()
    expect(catchUp).toHaveBeenCalledTimes(1)
    expect(catchUp.mock.calls[0]?.[0]).toBe(MAYA)
    await settle()
    expect(last()).toEqual({ count: 3, description: '3 unread messages' })
  })

  it('shows nothing for zero, and never another member’s count', async () => {
    catchUp.mockResolvedValue(answer(0))
    start()
    await settle()
    expect(last()).toBeNull()
    setSpacesUnread(7, 4)
    expect(last() ?? null).toBeNull()
  })

  it('reads again every minute while the tab is visible, and not while it is hidden', async () => {
    catchUp.mockResolvedValue(answer(1))
    start()
    await settle()
    catchUp.mockResolvedValue(answer(2))
    await vi.advanceTimersByTimeAsync(SPACES_BADGE_EVERY_MS)
    expect(catchUp).toHaveBeenCalledTimes(2)
    expect(last()).toEqual({ count: 2, description: '2 unread messages' })

    visibility = 'hidden'
    await vi.advanceTimersByTimeAsync(3 * SPACES_BADGE_EVERY_MS)
    expect(catchUp).toHaveBeenCalledTimes(2)
  })

  it('reads again on return to the tab and when the network returns', async () => {
    catchUp.mockResolvedValue(answer(1))
    start()
    await settle()
    catchUp.mockResolvedValue(answer(4))
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(last()).toEqual({ count: 4, description: '4 unread messages' })

    catchUp.mockResolvedValue(answer(5))
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(catchUp).toHaveBeenCalledTimes(3)
    expect(last()).toEqual({ count: 5, description: '5 unread messages' })
  })

  it('keeps what it showed while offline and when a read fails', async () => {
    catchUp.mockResolvedValue(answer(2))
    start()
    await settle()
    online = false
    await vi.advanceTimersByTimeAsync(SPACES_BADGE_EVERY_MS)
    expect(catchUp).toHaveBeenCalledTimes(1)

    online = true
    catchUp.mockRejectedValue(new Error('The server could not be reached.'))
    await vi.advanceTimersByTimeAsync(SPACES_BADGE_EVERY_MS)
    expect(catchUp).toHaveBeenCalledTimes(2)
    expect(last()).toEqual({ count: 2, description: '2 unread messages' })
  })

  it('follows a spaces page at once, and a read that was out while the page published steps aside', async () => {
    let answerLate: (value: SpacesCatchUpResponse) => void = () => undefined
    catchUp.mockReturnValue(new Promise((resolve) => (answerLate = resolve)))
    start()
    // The conversation marked the space read: its list says none is left.
    setSpacesUnread(MAYA, 0)
    expect(last()).toBeNull()
    answerLate(answer(1))
    await settle()
    expect(last()).toBeNull()
  })

  it('stops reading and showing once stopped', async () => {
    catchUp.mockResolvedValue(answer(1))
    start()
    await settle()
    stop()
    const count = shown.length
    setSpacesUnread(MAYA, 6)
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(2 * SPACES_BADGE_EVERY_MS)
    expect(catchUp).toHaveBeenCalledTimes(1)
    expect(shown).toHaveLength(count)
    expect(catchUp.mock.calls[0]?.[2]?.aborted).toBe(true)
  })
})

describe('the unread total a spaces page publishes', () => {
  it('counts the unread of spaces that are not muted, in words', () => {
    expect(unreadTotal([{ unread: 2, muted: false }, { unread: 5, muted: true }, { unread: 1, muted: false }])).toBe(3)
    expect(unreadMessagesText(1)).toBe('1 unread message')
    expect(unreadMessagesText(12)).toBe('12 unread messages')
  })
})
