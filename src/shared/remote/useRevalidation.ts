import { useEffect, useState } from 'react'

/**
 * A number that grows whenever shown data should be checked against the server: the network came
 * back, or the member returned to the tab. `enabled: false` keeps it at 0 (no listeners).
 */
export function useRevalidation(enabled = true): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!enabled) return
    const bump = () => setTick((n) => n + 1)
    const onVisible = () => {
      if (document.visibilityState === 'visible') bump()
    }
    window.addEventListener('online', bump)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', bump)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [enabled])
  return tick
}
