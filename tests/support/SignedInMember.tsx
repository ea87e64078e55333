import { useEffect, useState, type ReactNode } from 'react'
import { errorMessage } from '@/api/apiError'
import { signInAsMember } from './memberSession'

type Status = { state: 'signing-in' } | { state: 'ready' } | { state: 'failed'; message: string }

/** Story-only: signs in as the seeded member against the mock backend, then shows the children. */
export function SignedInMember({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>({ state: 'signing-in' })
  useEffect(() => {
    let current = true
    signInAsMember().then(
      () => {
        if (current) setStatus({ state: 'ready' })
      },
      (error: unknown) => {
        if (current) setStatus({ state: 'failed', message: errorMessage(error) })
      },
    )
    return () => {
      current = false
    }
  }, [])
  if (status.state === 'signing-in') return <p role="status">Signing in as the demo member…</p>
  if (status.state === 'failed') return <p role="alert">{status.message}</p>
  return <>{children}</>
}
