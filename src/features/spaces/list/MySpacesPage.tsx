import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import { usePublishSpacesUnread } from '../common/spacesUnreadCount'
import { useSpacesList } from '../common/useSpacesViews'
import { MySpacesView } from './MySpacesView'

/** /account/my-spaces: the member's spaces, and the door other features' links come through. */
export function MySpacesPage() {
  const meId = useAtomValue(authAtom).user
  const list = useSpacesList()
  usePublishSpacesUnread(meId, list)
  return <MySpacesView meId={meId} list={list} />
}
