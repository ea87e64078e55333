import type { MoveHistoryEntry, MoveStats, UserInfo } from '@/api/moves/moveTypes'
import type { OfflineFirstSource } from './offlineFirstSource'
import { readHistory, readProfile, readStats, saveHistory, saveProfile, saveStats } from '../store/profileStore'

/*
 * The API's calls load when a source first asks the server: a page drawn from the device copy
 * does not wait for them (nor for the records API they bring).
 */
const movesApi = () => import('@/api/moves/movesApi')

export const profileSource: OfflineFirstSource<UserInfo> = {
  read: readProfile,
  fetch: async () => (await (await movesApi()).getUserInfo()).model,
  async save(db, profile) {
    await saveProfile(db, profile)
    return profile
  },
}

export function statsSource(userId: number): OfflineFirstSource<MoveStats> {
  return {
    read: readStats,
    fetch: async () => (await (await movesApi()).getStats(userId)).model,
    async save(db, stats) {
      await saveStats(db, stats)
      return stats
    },
  }
}

/** The member's most recent viewings, newest first. */
export function historySource(limit: number): OfflineFirstSource<MoveHistoryEntry[]> {
  return {
    read: readHistory,
    fetch: async () => (await (await movesApi()).getMoveHistory({ limit })).list,
    async save(db, history) {
      await saveHistory(db, history)
      return history
    },
  }
}
