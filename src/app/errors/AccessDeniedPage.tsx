import { useSetAtom } from 'jotai'
import { useLocation } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { homePathForRole } from '@/features/auth/safeRedirect'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { ErrorArt } from './ErrorArt'
import './errorPage.css'

const AUDIENCE: Record<Role, string> = {
  user: 'members',
  admin: 'administrators',
  public: 'public-area accounts',
}

const ONE_OF: Record<Role, string> = {
  user: 'a member',
  admin: 'an administrator',
  public: 'a public-area account',
}

export interface AccessDeniedPageProps {
  /** The role the page needs. */
  requiredRole: Role
  /** The role of the signed-in account, if any. */
  currentRole: Role | null
}

/** A signed-in account of the wrong role: explain, and offer to sign in with the right one. */
export function AccessDeniedPage({ requiredRole, currentRole }: AccessDeniedPageProps) {
  const dispatch = useSetAtom(authAtom)
  const location = useLocation()
  const signInPath = paths.login(requiredRole, location.pathname + location.search)
  return (
    <section className="mt-error-page">
      <ErrorArt />
      <h1 className="mt-error-page__title">Access denied</h1>
      <p className="mt-error-page__text">
        This page is for {AUDIENCE[requiredRole]}.{' '}
        {currentRole ? `You are signed in as ${ONE_OF[currentRole]}.` : 'You are not signed in.'}
      </p>
      <div className="mt-error-page__actions">
        {/* The login page would otherwise see the current session; signing out first makes it a fresh sign-in. */}
        <ButtonLink to={signInPath} onClick={() => dispatch({ type: 'LOGOUT' })}>
          Sign in as {ONE_OF[requiredRole]}
        </ButtonLink>
        {currentRole && (
          <ButtonLink variant="secondary" to={homePathForRole(currentRole)}>
            Back to my account
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
