import { useSetAtom } from 'jotai'
import { startTransition, useCallback } from 'react'
import { useNavigate } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { clearFavourites } from '@/offline/favourites/favouritesState'
import { endOfflineSession } from '@/offline/session/offlineSession'
import { paths } from '@/shared/paths/routePaths'

/**
 * Signs out and goes to the login page of the area the member was in. The member's data leaves the
 * device with them: the offline store, the outbox and downloaded videos (the next person on a
 * shared phone must not see them). An expired session does not come through here, so unsent
 * changes survive it and go out after the member signs in again.
 */
export function useSignOut(role: Role): () => Promise<void> {
  const dispatch = useSetAtom(authAtom)
  const navigate = useNavigate()
  return useCallback(async () => {
    // One transition for both, so React shows the login page and the signed-out state together
    // (once the login page's code is in). Signing out on its own would first re-render this guarded
    // page, whose guard would send the member to the login page with a redirect_uri back here, and
    // the next person to sign in would land on it.
    startTransition(() => {
      void navigate(paths.login(role), { replace: true })
      dispatch({ type: 'LOGOUT' })
    })
    clearFavourites()
    // The downloads module loads only here: it is no part of drawing a member's page.
    const removeAllDownloads = () => import('@/offline/downloads/videoDownloads').then((downloads) => downloads.removeAllDownloads())
    await Promise.all([endOfflineSession(), removeAllDownloads()]).catch((error: unknown) => console.warn('[offline] could not wipe the device', error))
  }, [dispatch, navigate, role])
}
