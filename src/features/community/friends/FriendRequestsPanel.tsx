import { useId, type ReactNode } from 'react'
import type { FriendRequest, FriendRequestsResponse, MemberCard } from '@/api/friends/friendTypes'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { formatDate } from '@/shared/dates/formatDate'
import { FormAlert } from '@/ui/field/FormAlert'
import { Panel } from '@/ui/panel/Panel'
import { MemberRow } from '../common/MemberRow'
import { QueuedBadge } from '../common/QueuedBadge'
import { ActionButton } from './ActionButton'
import { FRIENDS_TEXT } from './friendsText'
import { workKey, type FriendActions } from './useFriendActions'
import './friends.css'

export interface FriendRequestsPanelProps {
  requests: Pick<RemoteData<FriendRequestsResponse>, 'state' | 'retry'>
  actions: Pick<FriendActions, 'working' | 'problem' | 'answer'>
  onBlock: (member: MemberCard) => void
}

/** Requests waiting for the member (accept, decline, or block the sender) and the ones they sent (cancel). */
export function FriendRequestsPanel({ requests, actions, onBlock }: FriendRequestsPanelProps) {
  const problem = actions.problem?.place === 'requests' ? actions.problem.text : ''
  return (
    <Panel title={FRIENDS_TEXT.requestsTitle} className="friends-requests">
      <FormAlert>{problem}</FormAlert>
      <RemoteContent
        remote={requests}
        section
        loading={FRIENDS_TEXT.loadingRequests}
        what="Your requests"
        offline={FRIENDS_TEXT.requestsOffline}
        savedText={FRIENDS_TEXT.savedRequests}
      >
        {(data) => <RequestLists data={data} actions={actions} onBlock={onBlock} />}
      </RemoteContent>
    </Panel>
  )
}

function RequestLists({ data, actions, onBlock }: { data: FriendRequestsResponse } & Omit<FriendRequestsPanelProps, 'requests'>) {
  if (data.incoming.length === 0 && data.outgoing.length === 0) return <p className="friends-muted">{FRIENDS_TEXT.noRequests}</p>
  return (
    <>
      {data.incoming.length > 0 && (
        <SubList title={FRIENDS_TEXT.incomingTitle}>
            {data.incoming.map((request) => (
              <MemberRow
                key={request.id}
                member={request.from}
                detail={requestDetail(request, 'Asked')}
                badge={request.queued ? <QueuedBadge /> : undefined}
                actions={request.status === 'pending' && <IncomingActions request={request} actions={actions} onBlock={onBlock} />}
              />
            ))}
        </SubList>
      )}
      {data.outgoing.length > 0 && (
        <SubList title={FRIENDS_TEXT.outgoingTitle}>
            {data.outgoing.map((request) => (
              <MemberRow
                key={request.id}
                member={request.to}
                detail={requestDetail(request, 'Sent')}
                badge={request.queued ? <QueuedBadge /> : undefined}
                actions={
                  request.status === 'pending' && (
                    <ActionButton
                      label="Cancel request"
                      member={request.to}
                      busy={actions.working === workKey('cancel', request.id)}
                      disabled={actions.working !== null}
                      onClick={() => actions.answer(request.id, request.to, 'cancel', 'requests')}
                    />
                  )
                }
              />
            ))}
        </SubList>
      )}
    </>
  )
}

/** A titled list inside the panel: "Waiting for you", "Sent by you". */
function SubList({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="friends-sublist" aria-labelledby={headingId}>
      <h3 id={headingId} className="friends-subtitle">
        {title}
      </h3>
      <ul className="community-list">{children}</ul>
    </section>
  )
}

function IncomingActions({ request, actions, onBlock }: { request: FriendRequest } & Omit<FriendRequestsPanelProps, 'requests'>) {
  const member = request.from
  const locked = actions.working !== null
  return (
    <>
      <ActionButton
        label="Accept"
        variant="primary"
        member={member}
        busy={actions.working === workKey('accept', request.id)}
        disabled={locked}
        onClick={() => actions.answer(request.id, member, 'accept', 'requests')}
      />
      <ActionButton
        label="Decline"
        member={member}
        busy={actions.working === workKey('decline', request.id)}
        disabled={locked}
        onClick={() => actions.answer(request.id, member, 'decline', 'requests')}
      />
      <ActionButton label="Block" variant="ghost" member={member} busy={actions.working === workKey('block', member.id)} disabled={locked} onClick={() => onBlock(member)} />
    </>
  )
}

const STATUS_WORDS: Partial<Record<FriendRequest['status'], string>> = {
  accepted: FRIENDS_TEXT.accepted,
  declined: FRIENDS_TEXT.declined,
  cancelled: FRIENDS_TEXT.cancelled,
}

/** "Asked 3 May 2026", or what the member answered when the answer waits in the outbox. */
function requestDetail(request: FriendRequest, verb: string): string {
  return STATUS_WORDS[request.status] ?? `${verb} ${formatDate(request.created_at)}`
}
