import { useState } from 'react'
import type { Friend, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { CommunityNav } from '../common/CommunityNav'
import { useLazyDialog } from '../common/useLazyDialog'
import { BlockedPanel } from './BlockedPanel'
import { FriendListPanel } from './FriendListPanel'
import { FriendRequestsPanel } from './FriendRequestsPanel'
import { FRIENDS_TEXT } from './friendsText'
import { MemberSearchPanel, type MemberSearchPanelProps } from './MemberSearchPanel'
import { workKey, type FriendActions } from './useFriendActions'
import './friends.css'

// Most visits remove and block no one: the dialogs (and the dialog code they bring) load on first open.
const loadDialogs = () => import('./FriendDialogs')

export interface FriendsViewProps {
  friends: Pick<RemoteData<Friend[]>, 'state' | 'retry'>
  requests: Pick<RemoteData<FriendRequestsResponse>, 'state' | 'retry'>
  search: Omit<MemberSearchPanelProps, 'actions' | 'onBlock'>
  actions: FriendActions
}

/**
 * The friends page as drawn: find members, requests, friends and blocked members, with the
 * remove and block dialogs (loaded when first asked for). On a phone it is one column, search
 * first; on a desktop the search and the friends sit on the left, the requests and blocked members
 * on the right.
 */
export function FriendsView({ friends, requests, search, actions: given }: FriendsViewProps) {
  const [removing, setRemoving] = useState<MemberCard | null>(null)
  const [blocking, setBlocking] = useState<MemberCard | null>(null)
  const dialogs = useLazyDialog(loadDialogs)
  // A dialog's code loading is work under way: its button shows busy and the others wait, as for an action.
  const actions = dialogs.loading === null ? given : { ...given, working: given.working ?? dialogs.loading }
  const askRemove = (member: MemberCard) => dialogs.open(workKey('remove', member.id), () => setRemoving(member))
  const askBlock = (member: MemberCard) => dialogs.open(workKey('block', member.id), () => setBlocking(member))
  const Dialogs = dialogs.module
  return (
    <PageFrame title={FRIENDS_TEXT.title} intro={FRIENDS_TEXT.intro}>
      <CommunityNav />
      <div className="friends-layout">
        <MemberSearchPanel {...search} actions={actions} onBlock={askBlock} />
        <FriendRequestsPanel requests={requests} actions={actions} onBlock={askBlock} />
        <FriendListPanel friends={friends} actions={actions} onRemove={askRemove} onBlock={askBlock} />
        <BlockedPanel requests={requests} actions={actions} />
      </div>
      {Dialogs && (
        <>
          <Dialogs.RemoveFriendDialog
            member={removing}
            onClose={() => setRemoving(null)}
            onConfirm={async (member) => {
              await given.remove(member)
              setRemoving(null)
            }}
          />
          <Dialogs.BlockMemberDialog
            member={blocking}
            onClose={() => setBlocking(null)}
            onConfirm={async (member) => {
              await given.block(member)
              setBlocking(null)
            }}
          />
        </>
      )}
    </PageFrame>
  )
}
