import { describe, expect, it, vi } from 'vitest'
import { trackChallenge } from '@/api/challenges/challengesApi'
import { respondToFriendRequest, sendFriendRequest } from '@/api/friends/friendsApi'
import { respondToGroupInvitation } from '@/api/groups/groupsApi'
import { getFavouriteMoves, recordMoveHistory, toggleFavourite } from '@/api/moves/movesApi'
import { freshDbName, makeMove } from '@/offline/store/offlineFixtures.testing'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { createApiSyncTransport } from './syncTransport'

vi.mock('@/api/moves/movesApi', () => ({
  getFavouriteMoves: vi.fn(),
  toggleFavourite: vi.fn(),
  recordMoveHistory: vi.fn(),
}))
vi.mock('@/api/friends/friendsApi', () => ({ sendFriendRequest: vi.fn(), respondToFriendRequest: vi.fn() }))
vi.mock('@/api/groups/groupsApi', () => ({ respondToGroupInvitation: vi.fn() }))
vi.mock('@/api/challenges/challengesApi', () => ({ trackChallenge: vi.fn() }))

describe('API sync transport', () => {
  it('maps the outbox onto movesApi, sending client_ref and watched_at with history', async () => {
    vi.mocked(getFavouriteMoves).mockResolvedValue({ error: false, list: [makeMove(3), makeMove(5)], total: 2 })
    vi.mocked(toggleFavourite).mockResolvedValue({ error: false, move_id: 3, is_favourite: false })
    vi.mocked(recordMoveHistory).mockResolvedValue({
      error: false,
      model: { id: 1, move_id: 3, move_title: 'Move 3', poster_url: '', seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z' },
    })
    const transport = createApiSyncTransport(await openOfflineDb(freshDbName()))

    expect(await transport.getServerFavouriteIds()).toEqual([3, 5])
    expect(await transport.toggleFavourite(3)).toBe(false)
    expect(toggleFavourite).toHaveBeenCalledWith(3)
    await transport.recordHistory({ type: 'history', clientRef: 'ref-1', move_id: 3, seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z' })
    expect(recordMoveHistory).toHaveBeenCalledWith({ move_id: 3, seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z', client_ref: 'ref-1' })
  })

  it('sends the member’s time zone with a viewing that recorded one', async () => {
    const transport = createApiSyncTransport(await openOfflineDb(freshDbName()))
    await transport.recordHistory({
      type: 'history',
      clientRef: 'ref-2',
      move_id: 4,
      seconds_watched: 20,
      completed: false,
      watched_at: '2024-05-01T22:30:00.000Z',
      time_zone: 'Pacific/Auckland',
    })
    expect(recordMoveHistory).toHaveBeenLastCalledWith({
      move_id: 4,
      seconds_watched: 20,
      completed: false,
      watched_at: '2024-05-01T22:30:00.000Z',
      client_ref: 'ref-2',
      time_zone: 'Pacific/Auckland',
    })
  })

  it('maps the community writes onto their calls', async () => {
    const transport = createApiSyncTransport(await openOfflineDb(freshDbName()))
    await transport.sendFriendRequest({ email: 'ben@movetime.app', client_ref: 'ref-3' })
    await transport.respondToFriendRequest(12, 'accept')
    await transport.respondToGroupInvitation(13, 'decline')
    await transport.trackChallenge({ challenge_id: 14, user_id: 7, event: 'join' })
    expect(sendFriendRequest).toHaveBeenCalledWith({ email: 'ben@movetime.app', client_ref: 'ref-3' })
    expect(respondToFriendRequest).toHaveBeenCalledWith(12, { action: 'accept' })
    expect(respondToGroupInvitation).toHaveBeenCalledWith(13, { action: 'decline' })
    expect(trackChallenge).toHaveBeenCalledWith({ challenge_id: 14, user_id: 7, event: 'join' })
  })
})
