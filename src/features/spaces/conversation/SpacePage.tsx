import { useAtomValue } from 'jotai'
import { useParams } from 'react-router'
import { authAtom } from '@/lib/auth/authState'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { Conversation } from './Conversation'

/** A space id from the URL: a positive whole number, else null (the not-found state). */
export function parseSpaceId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  return Number(value)
}

/** /account/my-spaces/:id: one conversation. */
export function SpacePage() {
  const roomId = parseSpaceId(useParams().id)
  const meId = useAtomValue(authAtom).user
  if (roomId === null) {
    return (
      <PageFrame title="Space">
        <NotFoundState title="No such space" action={<ButtonLink to={paths.mySpaces} variant="secondary">Your spaces</ButtonLink>}>
          The link is wrong.
        </NotFoundState>
      </PageFrame>
    )
  }
  // Keyed by space, so moving to another space starts fresh (its reply, dialogs and scroll).
  return <Conversation key={roomId} roomId={roomId} meId={meId} />
}
