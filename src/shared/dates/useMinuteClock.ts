import { useEffect, useState } from 'react'

/** The time now, read again every minute: enough for "5 minutes ago", "Last seen…" or "14:32 there now". */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
