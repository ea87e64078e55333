import { describe, expect, it } from 'vitest'
import { saveLibrary } from '../store/libraryStore'
import { saveMoveDetail } from '../store/moveDetailStore'
import { openOfflineDb } from '../store/offlineDb'
import { freshDbName, makeMoves } from '../store/offlineFixtures.testing'
import { moveDetailSource } from './moveDetailSource'

describe('moveDetailSource on the device', () => {
  it('opens a move never opened here from the saved library: title, photo, facts and the heart, no video links', async () => {
    const db = await openOfflineDb(freshDbName())
    const moves = makeMoves(3)
    await saveLibrary(db, moves, [2])
    const library = moves[1]
    if (!library) throw new Error('fixture has three moves')

    const detail = await moveDetailSource(2).read(db)
    expect(detail).toMatchObject({
      id: 2,
      title: library.title,
      poster_url: library.poster_url,
      body_area: library.body_area,
      equipment: library.equipment,
      duration_seconds: library.duration_seconds,
      is_favourite: true,
      video_url: '',
      libraryOnly: true,
    })
    expect((await moveDetailSource(1).read(db))?.is_favourite).toBe(false)
    db.close()
  })

  it('prefers the whole detail once the move was opened, and knows nothing of a move the library does not list', async () => {
    const db = await openOfflineDb(freshDbName())
    const moves = makeMoves(2)
    await saveLibrary(db, moves, [])
    const first = moves[0]
    if (!first) throw new Error('fixture has two moves')
    await saveMoveDetail(db, { ...first, video_url: '/v.mp4', video_webm_url: '', captions_url: '', author_name: '', is_favourite: false, is_mine: false })

    const detail = await moveDetailSource(first.id).read(db)
    expect(detail?.video_url).toBe('/v.mp4')
    expect(detail?.libraryOnly).toBeUndefined()
    expect(await moveDetailSource(999).read(db)).toBeUndefined()
    db.close()
  })
})
