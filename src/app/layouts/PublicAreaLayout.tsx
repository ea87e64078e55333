import { useAtomValue } from 'jotai'
import { Outlet } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { Button } from '@/ui/button/Button'
import { SkipLink } from '@/ui/skiplink/SkipLink'
import { paths } from '@/shared/paths/routePaths'
import { BrandLink } from './BrandLink'
import { useSignOut } from './useSignOut'
import './layout.css'

/** The /public/* area, which has its own accounts and login. */
export function PublicAreaLayout() {
  const auth = useAtomValue(authAtom)
  const signOut = useSignOut('public')
  const signedIn = auth.isAuthenticated && auth.role === 'public'
  return (
    <div className="mt-site">
      <header className="mt-site__header">
        <SkipLink targetId="main" />
        <div className="mt-site__header-inner">
          <div className="mt-site__brand-group">
            <BrandLink to={signedIn ? paths.publicProfile : paths.home} />
            <span className="mt-site__area">Public area</span>
          </div>
          {signedIn && (
            <Button variant="secondary" onClick={signOut}>
              Sign out
            </Button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mt-site__main">
        <Outlet />
      </main>
    </div>
  )
}
