import { useState } from 'react'
import type { Friend, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { CommunityNav } from '../common/CommunityNav'
import { BlockedPanel } from './BlockedPanel'
import { BlockMemberDialog, RemoveFriendDialog } from './FriendDialogs'
import { FriendListPanel } from './FriendListPanel'
import { FriendRequestsPanel } from './FriendRequestsPanel'
import { FRIENDS_TEXT } from './friendsText'
import { MemberSearchPanel, type MemberSearchPanelProps } from './MemberSearchPanel'
import type { FriendActions } from './useFriendActions'
import './friends.css'

export interface FriendsViewProps {
  friends: Pick<RemoteData<Friend[]>, 'state' | 'retry'>
  requests: Pick<RemoteData<FriendRequestsResponse>, 'state' | 'retry'>
  search: Omit<MemberSearchPanelProps, 'actions' | 'onBlock'>
  actions: FriendActions
}

/**
 * The friends page as drawn: find members, requests, friends and blocked members, with the
 * remove and block dialogs. On a phone it is one column, search first; on a desktop the search and
 * the friends sit on the left, the requests and blocked members on the right.
 */
export function FriendsView({ friends, requests, search, actions }: FriendsViewProps) {
  const [removing, setRemoving] = useState<MemberCard | null>(null)
  const [blocking, setBlocking] = useState<MemberCard | null>(null)
  return (
    <PageFrame title={FRIENDS_TEXT.title} intro={FRIENDS_TEXT.intro}>
      <CommunityNav />
      <div className="friends-layout">
        <MemberSearchPanel {...search} actions={actions} onBlock={setBlocking} />
        <FriendRequestsPanel requests={requests} actions={actions} onBlock={setBlocking} />
        <FriendListPanel friends={friends} actions={actions} onRemove={setRemoving} onBlock={setBlocking} />
        <BlockedPanel requests={requests} actions={actions} />
      </div>
      <RemoveFriendDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onConfirm={async (member) => {
          await actions.remove(member)
          setRemoving(null)
        }}
      />
      <BlockMemberDialog
        member={blocking}
        onClose={() => setBlocking(null)}
        onConfirm={async (member) => {
          await actions.block(member)
          setBlocking(null)
        }}
      />
    </PageFrame>
  )
}
