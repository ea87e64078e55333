import type { RecordHistoryRequest } from '@/api/moves/moveTypes'
import { queueHistory } from '../sync/kinds/historyWrite'
import { offlineSession } from './offlineSession'

/**
 * Keeps a viewing in the outbox on this device and asks for a sync: watched in a gym with no
 * signal, it still reaches the dashboard later, once, with the time it was really watched.
 */
export async function recordWatched(entry: Pick<RecordHistoryRequest, 'move_id' | 'seconds_watched' | 'completed'>): Promise<void> {
  const session = offlineSession()
  if (!session) return
  const { db, engine } = await session
  await queueHistory(db, { ...entry, watched_at: new Date().toISOString() })
  await engine.refresh()
  void engine.sync()
}
