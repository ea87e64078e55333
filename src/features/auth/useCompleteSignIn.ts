import { useCallback } from 'react'
import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router'
import type { LoginResponse } from '@/api/auth/authTypes'
import { authAtom } from '@/lib/auth/authState'

/**
 * The end of every sign-in (password, code, magic link, provider): LOGIN with the access token,
 * then on to `to`, replacing the sign-in entry so Back does not return to a spent form.
 */
export function useCompleteSignIn(): (response: LoginResponse, to: string) => void {
  const dispatch = useSetAtom(authAtom)
  const navigate = useNavigate()
  return useCallback(
    (response: LoginResponse, to: string) => {
      dispatch({ type: 'LOGIN', user: response.user_id, token: response.token, role: response.role })
      navigate(to, { replace: true })
    },
    [dispatch, navigate],
  )
}
