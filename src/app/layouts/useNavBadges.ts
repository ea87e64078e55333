import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import type { NavBadgesByPath } from './navBadges'

const NONE: NavBadgesByPath = {}

/**
 * The member navigation's counts (waiting friend requests, unread messages in spaces) by the links
 * that carry them. All of it (the stores, their reads, the API client) comes through one dynamic
 * import once the page is idle, so the shell carries only this hook (the bundle budget).
 */
export function useNavBadges(): NavBadgesByPath {
  const { isAuthenticated, role, user } = useAtomValue(authAtom)
  const member = isAuthenticated && role === 'user' ? user : null
  const [badges, setBadges] = useState<{ member: number; byPath: NavBadgesByPath } | null>(null)

  useEffect(() => {
    if (member === null) return
    let stop: (() => void) | undefined
    let stopped = false
    const start = () =>
      import('./navBadges')
        .then((loaded) => {
          if (!stopped) stop = loaded.runNavBadges(member, (byPath) => setBadges({ member, byPath }))
        })
        // The badges are hints: a failed load leaves them as they were.
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

  return badges?.member === member ? badges.byPath : NONE
}
