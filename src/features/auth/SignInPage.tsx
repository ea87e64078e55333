import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { useNavigate, useSearchParams } from 'react-router'
import { login } from '@/api/auth/authApi'
import { errorMessage } from '@/api/apiError'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { SignInForm, type SignInValues } from './SignInForm'
import { homePathForRole, safeRedirectPath } from './safeRedirect'

export interface SignInPageProps {
  role: Role
}

/** /user/login, /admin/login, /public/login: signs in and returns to redirect_uri when it is on this site. */
export function SignInPage({ role }: SignInPageProps) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const dispatch = useSetAtom(authAtom)
  const [error, setError] = useState<string>()

  const signIn = async ({ email, password }: SignInValues) => {
    setError(undefined)
    try {
      const response = await login({ email: email.trim(), password, role })
      dispatch({ type: 'LOGIN', user: response.user_id, token: response.token, role: response.role })
      navigate(safeRedirectPath(searchParams.get('redirect_uri'), homePathForRole(role)), { replace: true })
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  return <SignInForm role={role} onSubmit={signIn} error={error} />
}
