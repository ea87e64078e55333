import { openOfflineDb } from '@/offline/store/offlineDb'

/**
 * Test helper: forgets every public page's saved copy. The `site` store outlives sign-out on
 * purpose (it is nobody's data), so tests that start from the server clear it themselves.
 */
export async function forgetSiteCopies(): Promise<void> {
  const db = await openOfflineDb()
  try {
    await db.clear('site')
  } finally {
    db.close()
  }
}
