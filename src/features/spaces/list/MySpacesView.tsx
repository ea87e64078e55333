import { Link } from '@/ui/link/Link'
import type { SpaceSummary } from '@/api/spaces/spaceTypes'
import type { SpacesListView } from '@/offline/spaces/spacesEngineTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { EmptyState } from '@/shared/states/EmptyState'
import { LoadingState } from '@/shared/states/LoadingState'
import { ErrorState } from '@/shared/states/ErrorState'
import { SavedCopyNote } from '@/shared/states/SavedCopyNote'
import { FormAlert } from '@/ui/field/FormAlert'
import { useSpacesEngine } from '../common/SpacesEngineContext'
import { useMinuteClock } from '@/shared/dates/useMinuteClock'
import { SpaceRow } from './SpaceRow'
import { useSpaceLink } from './useSpaceLink'
import '../common/spaces.css'
import './mySpaces.css'

export const SAVED_SPACES_TEXT = 'Showing your spaces as saved on this device.'

export interface MySpacesViewProps {
  meId: number | null
  list: SpacesListView
}

/** The list in each of its states, after following a link from another feature if there is one. */
export function MySpacesView({ meId, list }: MySpacesViewProps) {
  const now = useMinuteClock()
  const link = useSpaceLink(list)
  const engine = useSpacesEngine()
  return (
    <PageFrame title="My spaces" intro="Talk with your groups, your friends and your coach." className="spaces-page">
      {link.opening ? (
        <LoadingState label="Opening the space…" />
      ) : (
        <>
          <FormAlert>{link.error}</FormAlert>
          <SpacesBody list={list} meId={meId} now={now} onRetry={() => void engine?.reloadList()} />
        </>
      )}
    </PageFrame>
  )
}

/** Newest activity first, as the server sends them; sorted again so a live change moves its row up. */
function newestFirst(spaces: readonly SpaceSummary[]): SpaceSummary[] {
  return [...spaces].sort((a, b) => Date.parse(b.activity_at) - Date.parse(a.activity_at) || b.id - a.id)
}

function SpacesBody({ list, meId, now, onRetry }: { list: SpacesListView; meId: number | null; now: number; onRetry: () => void }) {
  if (list.status === 'loading') return <LoadingState label="Loading your spaces…" />
  if (list.status === 'error' && list.spaces.length === 0) return <ErrorState what="Your spaces" message={list.error} onRetry={onRetry} />
  return (
    <>
      {list.savedAt !== null && <SavedCopyNote saved={{ savedAt: list.savedAt }} text={SAVED_SPACES_TEXT} onRetry={onRetry} />}
      {list.spaces.length === 0 ? (
        <EmptyState title="No spaces yet">
          A space opens for every <Link to={paths.groups}>group</Link> you join, for each of your <Link to={paths.friends}>friends</Link> when
          you send them a message, and with your coach when you <Link to={paths.myBookings}>book a session</Link> on the Coach plan.
        </EmptyState>
      ) : (
        <ul className="space-list" aria-label="Your spaces, newest activity first">
          {newestFirst(list.spaces).map((space) => (
            <SpaceRow key={space.id} space={space} meId={meId} now={now} />
          ))}
        </ul>
      )}
    </>
  )
}
