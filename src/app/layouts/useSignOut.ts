import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { removeAllDownloads } from '@/offline/downloads/videoDownloads'
import { clearFavourites } from '@/offline/favourites/favouritesState'
import { endOfflineSession } from '@/offline/session/offlineSession'

/**
 * Signs out and goes to the login page of the area the member was in. The member's data leaves the
 * device with them: the offline store, the outbox and downloaded videos (the next person on a
 * shared phone must not see them). An expired session does not come through here, so unsent
 * changes survive it and go out after the member signs in again.
 */
export function useSignOut(role: Role): () => void {
  const dispatch = useSetAtom(authAtom)
  const navigate = useNavigate()
  return useCallback(() => {
    dispatch({ type: 'LOGOUT' })
    clearFavourites()
    void Promise.all([endOfflineSession(), removeAllDownloads()]).catch((error: unknown) => console.warn('[offline] could not wipe the device', error))
    void navigate(`/${role}/login`, { replace: true })
  }, [dispatch, navigate, role])
}
