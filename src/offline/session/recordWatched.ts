import type { RecordHistoryRequest } from '@/api/moves/moveTypes'
import { queueHistory } from '../sync/kinds/historyWrite'
import { offlineDatabase, offlineSession } from './offlineSession'

/** The zone the member is in as they watch; undefined where the browser cannot tell. */
function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps a viewing in the outbox on this device and asks for a sync: watched in a gym with no
 * signal, it still reaches the dashboard later, once, with the time it was really watched.
 */
export async function recordWatched(entry: Pick<RecordHistoryRequest, 'move_id' | 'seconds_watched' | 'completed'>): Promise<void> {
  const session = offlineSession()
  const database = offlineDatabase()
  if (!session || !database) return
  await queueHistory(await database, { ...entry, watched_at: new Date().toISOString(), time_zone: deviceTimeZone() })
  const { engine } = await session
  await engine.refresh()
  void engine.sync()
}
