import { useMemo, type ReactNode } from 'react'
import { Link } from '@/ui/link/Link'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { paths } from '@/shared/paths/routePaths'
import type { SitePage } from '@/shared/paths/sitePages'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { siteContent, type SiteContent } from './siteContent'
import { useSiteContent } from './useSiteContent'

interface SitePageContentProps {
  page: SitePage
  children: (content: SiteContent) => ReactNode
}

function Indexed({ page, entries, children }: { page: SitePage; entries: CmsEntry[]; children: SitePageContentProps['children'] }) {
  const content = useMemo(() => siteContent(page, entries), [page, entries])
  return children(content)
}

/**
 * A public page drawn from its CMS entries, in whichever state they are: loading, the page, the
 * copy saved on this device (offline, with its age), offline with no copy, an error with "Try
 * again", or a page with no entries at all.
 */
export function SitePageContent({ page, children }: SitePageContentProps) {
  const remote = useSiteContent(page)
  return (
    <RemoteContent
      remote={remote}
      loading="Loading the page…"
      what="This page"
      offline="This page will show when you are back online."
      savedText="Showing the copy of this page saved on this device."
      empty={
        <div className="site-empty">
          <EmptyState
            title="Nothing to show here yet"
            action={page === 'home' ? undefined : <Link to={paths.home}>Go to the home page</Link>}
          >
            This page has no text at the moment. Please come back later.
          </EmptyState>
        </div>
      }
    >
      {(entries) => (
        <Indexed page={page} entries={entries}>
          {children}
        </Indexed>
      )}
    </RemoteContent>
  )
}
