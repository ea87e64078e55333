import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import type { NavBadgeCount } from '@/ui/sidebar/SidebarNav'

/**
 * The navigation's count of friend requests waiting for the signed-in member. All of it (the
 * count's store, its reads, the API client) comes through one dynamic import once the page is
 * idle, so the shell carries only this hook (the bundle budget). It follows the friends page at
 * once and reads again on return to the tab (loadWaitingRequestCount.ts).
 */
export function useWaitingRequestBadge(): NavBadgeCount | undefined {
  const { isAuthenticated, role, user } = useAtomValue(authAtom)
  const member = isAuthenticated && role === 'user' ? user : null
  const [badge, setBadge] = useState<{ member: number; shown: NavBadgeCount | null } | null>(null)

  useEffect(() => {
    if (member === null) return
    let stop: (() => void) | undefined
    let stopped = false
    const start = () =>
      import('@/features/community/common/loadWaitingRequestCount')
        .then((loaded) => {
          if (!stopped) stop = loaded.runWaitingRequestBadge(member, (shown) => setBadge({ member, shown }))
        })
        // The badge is a hint: a failed load leaves it as it was.
        .catch(() => undefined)
    // Not worth the first draw: once the page is idle (1.5 s at the latest; jsdom has no idle callback).
    const idle = typeof window.requestIdleCallback === 'function'
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 200)
    return () => {
      stopped = true
      stop?.()
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [member])

  return badge?.member === member ? (badge.shown ?? undefined) : undefined
}
