import type { ReactNode } from 'react'
import { Link } from '@/ui/link/Link'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import './account.css'

export interface ProfileSubpageProps {
  title: string
  /** Something typed is not saved yet: leaving asks first. */
  unsaved: boolean
  children: ReactNode
}

/** A page reached from the profile (settings, info, editing): a narrow form page with the way back to it. */
export function ProfileSubpage({ title, unsaved, children }: ProfileSubpageProps) {
  return (
    <PageFrame title={title} width="narrow">
      <p className="account-page__back">
        <Link to={paths.profile}>Your profile</Link>
      </p>
      {children}
      <UnsavedChangesGuard when={unsaved} />
    </PageFrame>
  )
}
