import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { listAdminInvites, type AdminInvite } from './adminInvitesApi'

export type AdminInvitesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; invites: AdminInvite[] }

/** Loads the existing invitation codes; `add` shows a newly created one without a refetch. */
export function useAdminInvites() {
  const [state, setState] = useState<AdminInvitesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // A late answer from an earlier attempt (or after unmount) must not overwrite a newer one.
    let current = true
    listAdminInvites().then(
      (invites) => {
        if (current) setState({ status: 'ready', invites })
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) })
      },
    )
    return () => {
      current = false
    }
  }, [attempt])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((previous) => previous + 1)
  }, [])

  const add = useCallback((invite: AdminInvite) => {
    // Only a loaded list is patched: a list still loading will include the new code, and a
    // failed one offers "Try again".
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', invites: [invite, ...previous.invites.filter((existing) => existing.id !== invite.id)] }
        : previous,
    )
  }, [])

  return { state, retry, add }
}
