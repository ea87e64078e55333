import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { Button } from '@/ui/button/Button'
import { DisclosureButton } from '@/ui/button/DisclosureButton'
import { SidebarNav } from '@/ui/sidebar/SidebarNav'
import { SkipLink } from '@/ui/skiplink/SkipLink'
import { BrandLink } from './BrandLink'
import type { ShellArea } from './navLinks'
import { isWideViewport } from './sidebarState'
import { useSidebar } from './useSidebar'
import { useSignOut } from './useSignOut'
import './layout.css'

export interface SidebarLayoutProps {
  area: ShellArea
  /** Extra header actions before "Sign out" (the member's connection status). */
  headerActions?: ReactNode
  /** Replaces the "Sign out" button, e.g. with an account menu that holds it. */
  accountMenu?: (signOut: () => void) => ReactNode
  /** Bottom tabs shown below the sidebar breakpoint (the phone's main places). */
  tabBar?: ReactNode
}

/** The shell of member and admin pages: header, collapsible sidebar, and the page in <main>. */
export function SidebarLayout({ area, headerActions, accountMenu, tabBar }: SidebarLayoutProps) {
  const { navLabel, links, homePath, areaLabel } = area
  const signOut = useSignOut(area.role)
  const onSignOut = () => void signOut()
  const sidebarId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const sidebarRef = useRef<HTMLDivElement>(null)
  const { isOpen, setOpen, toggle, closeIfOverlay } = useSidebar()

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog handling its own Escape marks the event; the sidebar only takes unclaimed ones.
      if (event.key !== 'Escape' || event.defaultPrevented || isWideViewport()) return
      const focusWasInside = sidebarRef.current?.contains(document.activeElement) ?? false
      setOpen(false)
      // Hidden elements cannot keep focus; hand it back to the control that opened the sidebar.
      if (focusWasInside) toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, setOpen])

  return (
    <div className={['mt-shell', isOpen && 'mt-shell--open', tabBar !== undefined && 'mt-shell--tabs'].filter(Boolean).join(' ')}>
      <header className="mt-shell__header">
        {/* Inside the banner landmark, still the first tab stop of the page. */}
        <SkipLink targetId="main" />
        <DisclosureButton ref={toggleRef} className="mt-shell__toggle" expanded={isOpen} controls={sidebarId} onClick={toggle}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className="mt-shell__toggle-label">Menu</span>
        </DisclosureButton>
        <BrandLink to={homePath} />
        <span className="mt-shell__area">{areaLabel}</span>
        <span className="mt-shell__spacer" />
        {headerActions}
        {accountMenu?.(onSignOut) ?? (
          <Button variant="secondary" className="mt-shell__signout" onClick={onSignOut}>
            Sign out
          </Button>
        )}
      </header>
      <div ref={sidebarRef} id={sidebarId} className="mt-shell__sidebar">
        <SidebarNav label={navLabel} links={links} onNavigate={closeIfOverlay} />
      </div>
      {/* Capture phase: a click anywhere in the page closes the overlay even if a child stops it. */}
      <main id="main" tabIndex={-1} className="mt-shell__main" onClickCapture={closeIfOverlay}>
        <Outlet />
      </main>
      {tabBar && <div className="mt-shell__tabbar">{tabBar}</div>}
    </div>
  )
}
