import type { Friend, MemberCard } from '@/api/friends/friendTypes'
import { formatDate } from '@/shared/dates/formatDate'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { memberName } from '@/shared/members/memberName'
import { paths } from '@/shared/paths/routePaths'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { Panel } from '@/ui/panel/Panel'
import { MemberRow } from '../common/MemberRow'
import { ActionButton } from './ActionButton'
import { FRIENDS_TEXT, friendCount } from './friendsText'
import { workKey, type FriendActions } from './useFriendActions'
import './friends.css'

export interface FriendListPanelProps {
  friends: Pick<RemoteData<Friend[]>, 'state' | 'retry'>
  actions: Pick<FriendActions, 'working'>
  onRemove: (member: MemberCard) => void
  onBlock: (member: MemberCard) => void
}

/** The member's friends, alphabetical, each with Message (their direct space), Remove and Block (both asked in a dialog). */
export function FriendListPanel({ friends, actions, onRemove, onBlock }: FriendListPanelProps) {
  return (
    <Panel title={FRIENDS_TEXT.friendsTitle} className="friends-list">
      <RemoteContent
        remote={friends}
        section
        loading={FRIENDS_TEXT.loadingFriends}
        what="Your friends"
        offline={FRIENDS_TEXT.friendsOffline}
        savedText={FRIENDS_TEXT.savedFriends}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={FRIENDS_TEXT.noFriendsTitle} headingLevel={3}>
              {FRIENDS_TEXT.noFriends}
            </EmptyState>
          ) : (
            <>
              <p className="friends-muted">{friendCount(list.length)}</p>
              <ul className="community-list friends-list__members">
                {sortByName(list).map((friend) => (
                  <MemberRow
                    key={friend.member.id}
                    member={friend.member}
                    detail={friend.since ? `Friends since ${formatDate(friend.since)}` : undefined}
                    actions={
                      <>
                        <ButtonLink to={paths.directSpace(friend.member.id)} variant="secondary" className="friends-action">
                          <span>
                            Message <span className="visually-hidden">{memberName(friend.member)}</span>
                          </span>
                        </ButtonLink>
                        <ActionButton label="Remove" member={friend.member} busy={actions.working === workKey('remove', friend.member.id)} disabled={actions.working !== null} onClick={() => onRemove(friend.member)} />
                        <ActionButton label="Block" variant="ghost" member={friend.member} busy={actions.working === workKey('block', friend.member.id)} disabled={actions.working !== null} onClick={() => onBlock(friend.member)} />
                      </>
                    }
                  />
                ))}
              </ul>
            </>
          )
        }
      </RemoteContent>
    </Panel>
  )
}

function sortByName(list: readonly Friend[]): Friend[] {
  const key = (friend: Friend) => `${friend.member.first_name} ${friend.member.last_name}`
  return [...list].sort((a, b) => key(a).localeCompare(key(b)))
}
