import type { FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import { remoteData } from '@/shared/remote/remoteState'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { FormAlert } from '@/ui/field/FormAlert'
import { Panel } from '@/ui/panel/Panel'
import { MemberRow } from '../common/MemberRow'
import { ActionButton } from './ActionButton'
import { FRIENDS_TEXT } from './friendsText'
import { workKey, type FriendActions } from './useFriendActions'
import './friends.css'

export interface BlockedPanelProps {
  /** The blocked members come with the requests' answer. */
  requests: Pick<RemoteData<FriendRequestsResponse>, 'state'>
  actions: Pick<FriendActions, 'working' | 'problem' | 'unblock'>
}

/**
 * The members this member blocked, with Unblock. Drawn only from data the requests panel already
 * shows (its loading, offline and error states are said there, once).
 */
export function BlockedPanel({ requests, actions }: BlockedPanelProps) {
  const data = remoteData(requests.state)
  if (!data) return null
  const problem = actions.problem?.place === 'blocked' ? actions.problem.text : ''
  return (
    <Panel title={FRIENDS_TEXT.blockedTitle} className="friends-blocked">
      <p className="friends-muted">{FRIENDS_TEXT.blockedIntro}</p>
      <FormAlert>{problem}</FormAlert>
      {data.blocked.length === 0 ? (
        <p className="friends-muted">{FRIENDS_TEXT.noBlocked}</p>
      ) : (
        <ul className="community-list">
          {data.blocked.map((member: MemberCard) => (
            <MemberRow
              key={member.id}
              member={member}
              actions={
                <ActionButton
                  label="Unblock"
                  member={member}
                  busy={actions.working === workKey('unblock', member.id)}
                  disabled={actions.working !== null}
                  onClick={() => actions.unblock(member, 'blocked')}
                />
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  )
}
