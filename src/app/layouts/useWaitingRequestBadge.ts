import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import { useRevalidation } from '@/shared/remote/useRevalidation'
import { useWaitingRequestCount, waitingRequestsText } from '@/features/community/common/waitingRequestCount'
import type { NavBadgeCount } from '@/ui/sidebar/NavBadge'

// The count is not worth the first draw: it is read once the page is idle (or 1.5 s at the latest).
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1500 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 200)
  return () => window.clearTimeout(handle)
}

/**
 * The navigation's count of friend requests waiting for the signed-in member: read after the shell
 * draws, through a dynamic import (the API client must not weigh on a member's first load), again
 * when the member returns to the tab or the network returns, and at once when the friends page
 * answers a request (it publishes its own count).
 */
export function useWaitingRequestBadge(): NavBadgeCount | undefined {
  const { isAuthenticated, role, user } = useAtomValue(authAtom)
  const member = isAuthenticated && role === 'user' ? user : null
  const tick = useRevalidation(member !== null)
  const count = useWaitingRequestCount(member)

  useEffect(() => {
    if (member === null) return
    const controller = new AbortController()
    const cancel = whenIdle(() => {
      import('@/features/community/common/loadWaitingRequestCount')
        .then((loader) => loader.loadWaitingRequestCount(member, controller.signal))
        // The badge is a hint: a failed read leaves it as it was.
        .catch(() => undefined)
    })
    return () => {
      cancel()
      controller.abort()
    }
  }, [member, tick])

  return count ? { count, description: waitingRequestsText(count) } : undefined
}
