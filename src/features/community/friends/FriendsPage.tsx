import { useAtomValue } from 'jotai'
import { authAtom } from '@/lib/auth/authState'
import { FriendsView } from './FriendsView'
import { useFriendActions } from './useFriendActions'
import { useFriendsData } from './useFriendsData'
import { useMemberSearch } from './useMemberSearch'

/** /user/friends: find members, answer and send requests, remove or block, and see who is blocked. */
export function FriendsPage() {
  const userId = useAtomValue(authAtom).user ?? 0
  const data = useFriendsData(userId)
  const search = useMemberSearch()
  const actions = useFriendActions(data, search)
  return (
    <FriendsView
      friends={data.friends}
      requests={data.requests}
      search={{ text: search.text, onTextChange: search.setText, query: search.query, searched: search.searched, results: search.results, online: search.online }}
      actions={actions}
    />
  )
}
