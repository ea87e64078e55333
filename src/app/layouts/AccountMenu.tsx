import { lazy, Suspense } from 'react'
import { MenuButton } from '@/ui/menu/MenuButton'

// The menu's items load when it is first opened: nothing in them is needed to draw a page.
const AccountMenuItems = lazy(() => import('./AccountMenuItems').then((module) => ({ default: module.AccountMenuItems })))

export interface AccountMenuProps {
  onSignOut: () => void
}

/** The header's account button: the member's account, installing the app and signing out. */
export function AccountMenu({ onSignOut }: AccountMenuProps) {
  return (
    <MenuButton
      label="Account"
      renderMenu={(close) => (
        <Suspense fallback={<p className="mt-menu__note">Loading…</p>}>
          <AccountMenuItems onChoose={close} onSignOut={onSignOut} />
        </Suspense>
      )}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
      </svg>
    </MenuButton>
  )
}
