import { useEffect, useState } from 'react'

/**
 * A number that grows whenever data shown from the device should be checked against the server:
 * the network came back, or the member returned to the tab. Pages put it in their load effect.
 */
export function useRevalidation(): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
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
  }, [])
  return tick
}
