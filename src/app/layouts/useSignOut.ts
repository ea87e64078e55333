import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'

/** Signs out and goes to the login page of the area the member was in. */
export function useSignOut(role: Role): () => void {
  const dispatch = useSetAtom(authAtom)
  const navigate = useNavigate()
  return useCallback(() => {
    dispatch({ type: 'LOGOUT' })
    void navigate(`/${role}/login`, { replace: true })
  }, [dispatch, navigate, role])
}
