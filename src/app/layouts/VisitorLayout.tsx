import { useAtomValue } from 'jotai'
import { Outlet } from 'react-router'
import { NavLink } from '@/ui/link/NavLink'
import { homePathForRole } from '@/features/auth/safeRedirect'
import { authAtom } from '@/lib/auth/authState'
import type { Role } from '@/lib/auth/role'
import { SkipLink } from '@/ui/skiplink/SkipLink'
import { paths } from '@/shared/paths/routePaths'
import { BrandLink } from './BrandLink'
import './layout.css'

/** Where a signed-in account goes back to from the open pages. */
const BACK_TO_APP: Record<Role, string> = { user: 'Your dashboard', admin: 'Admin console', public: 'Your profile' }

/**
 * Open pages: home, contact, terms, privacy, the blog and the sign-in/registration forms. Someone
 * signed in reading them is offered the way back to their part of the app, not a sign-in.
 */
export function VisitorLayout() {
  const auth = useAtomValue(authAtom)
  const role = auth.isAuthenticated ? auth.role : null
  return (
    <div className="mt-site">
      <header className="mt-site__header">
        <SkipLink targetId="main" />
        <div className="mt-site__header-inner">
          <BrandLink to={paths.home} />
          <nav aria-label="Main" className="mt-site__nav">
            <ul>
              <li>
                <NavLink to={paths.home} end>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.blog()}>Blog</NavLink>
              </li>
              <li>
                <NavLink to={paths.contact}>Contact</NavLink>
              </li>
              {role ? (
                <li>
                  <NavLink to={homePathForRole(role)} className="mt-site__cta">
                    {BACK_TO_APP[role]}
                  </NavLink>
                </li>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.login()}>Sign in</NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.register} className="mt-site__cta">
                      Join
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mt-site__main">
        <Outlet />
      </main>
      <footer className="mt-site__footer">
        <div className="mt-site__footer-inner">
          <nav aria-label="Footer" className="mt-site__nav">
            <ul>
              <li>
                <NavLink to={paths.blog()}>Blog</NavLink>
              </li>
              <li>
                <NavLink to={paths.terms}>Terms</NavLink>
              </li>
              <li>
                <NavLink to={paths.privacy}>Privacy</NavLink>
              </li>
              <li>
                <NavLink to={paths.contact}>Contact</NavLink>
              </li>
            </ul>
          </nav>
          <p className="mt-site__copyright">© {new Date().getFullYear()} MoveTime</p>
        </div>
      </footer>
    </div>
  )
}
