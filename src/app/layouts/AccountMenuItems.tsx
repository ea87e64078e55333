import { Link } from '@/ui/link/Link'
import { paths } from '@/shared/paths/routePaths'
import { InstallAppButton } from '../pwa/InstallAppButton'

export interface AccountMenuItemsProps {
  /** Closes the menu after a link is chosen. */
  onChoose: () => void
  onSignOut: () => void
}

/** What the account menu holds; loaded on first open. */
export function AccountMenuItems({ onChoose, onSignOut }: AccountMenuItemsProps) {
  return (
    <>
      <Link to={paths.account} className="mt-menu__item" onClick={onChoose}>
        Your account
      </Link>
      <Link to={paths.settings} className="mt-menu__item" onClick={onChoose}>
        Settings
      </Link>
      <InstallAppButton className="mt-menu__item" />
      <hr className="mt-menu__separator" />
      <button type="button" className="mt-menu__item" onClick={onSignOut}>
        Sign out
      </button>
    </>
  )
}
