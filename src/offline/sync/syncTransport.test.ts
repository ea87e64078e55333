import { describe, expect, it, vi } from 'vitest'
import { getFavouriteMoves, recordMoveHistory, toggleFavourite } from '@/api/moves/movesApi'
import { makeMove } from '@/offline/store/offlineFixtures.testing'
import { createApiSyncTransport } from './syncTransport'

vi.mock('@/api/moves/movesApi', () => ({
  getFavouriteMoves: vi.fn(),
  toggleFavourite: vi.fn(),
  recordMoveHistory: vi.fn(),
}))

describe('API sync transport', () => {
  it('maps the outbox onto movesApi, sending client_ref and watched_at with history', async () => {
    vi.mocked(getFavouriteMoves).mockResolvedValue({ error: false, list: [makeMove(3), makeMove(5)], total: 2 })
    vi.mocked(toggleFavourite).mockResolvedValue({ error: false, move_id: 3, is_favourite: false })
    vi.mocked(recordMoveHistory).mockResolvedValue({
      error: false,
      model: { id: 1, move_id: 3, move_title: 'Move 3', poster_url: '', seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z' },
    })
    const transport = createApiSyncTransport()

    expect(await transport.getServerFavouriteIds()).toEqual([3, 5])
    expect(await transport.toggleFavourite(3)).toBe(false)
    expect(toggleFavourite).toHaveBeenCalledWith(3)
    await transport.recordHistory({ type: 'history', clientRef: 'ref-1', move_id: 3, seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z' })
    expect(recordMoveHistory).toHaveBeenCalledWith({ move_id: 3, seconds_watched: 40, completed: true, watched_at: '2024-05-01T10:00:00.000Z', client_ref: 'ref-1' })
  })
})
