import type { ReactNode } from 'react'
import type { MemberCard, MemberSearchResult } from '@/api/friends/friendTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { TextField } from '@/ui/field/TextField'
import { Panel } from '@/ui/panel/Panel'
import { Spinner } from '@/ui/spinner/Spinner'
import { MemberRow } from '../common/MemberRow'
import { QueuedBadge } from '../common/QueuedBadge'
import { ActionButton } from './ActionButton'
import { FRIENDS_TEXT, foundCount, noMatch } from './friendsText'
import { workKey, type FriendActions } from './useFriendActions'
import type { SearchQuery } from './useMemberSearch'
import './friends.css'

export interface MemberSearchPanelProps {
  text: string
  onTextChange: (text: string) => void
  query: SearchQuery
  /** The query the results answer, or null while the member is still typing. */
  searched: string | null
  results: { state: RemoteState<MemberSearchResult[]>; retry: () => void }
  online: boolean
  actions: Pick<FriendActions, 'working' | 'problem' | 'queuedMembers' | 'send' | 'sendToEmail' | 'answer' | 'unblock'>
  onBlock: (member: MemberCard) => void
}

/** Find a member by exact email or the start of their name, and act on what they are to you. */
export function MemberSearchPanel({ text, onTextChange, query, searched, results, online, actions, onBlock }: MemberSearchPanelProps) {
  const problem = actions.problem?.place === 'search' ? actions.problem.text : ''
  return (
    <Panel title={FRIENDS_TEXT.searchTitle} className="friends-search">
      <div role="search" aria-label="Members">
        <TextField
          label={FRIENDS_TEXT.searchLabel}
          hint={FRIENDS_TEXT.searchHint}
          name="member-search"
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <FormAlert>{problem}</FormAlert>
      <SearchOutcome query={query} searched={searched} results={results} online={online} actions={actions} onBlock={onBlock} />
    </Panel>
  )
}

interface Outcome {
  /** Said in the search's live region (the hint, "Searching…", "3 members found"). */
  status: string
  body?: ReactNode
}

/**
 * The search's result in words and content. The words go to one live region that stays in place,
 * so a screen reader hears each change ("3 members found") without the focus leaving the field.
 */
function SearchOutcome(props: Omit<MemberSearchPanelProps, 'text' | 'onTextChange'>) {
  const { status, body } = outcome(props)
  return (
    <>
      <p className="friends-search__status" role="status">
        {status}
      </p>
      {body}
    </>
  )
}

function outcome({ query, searched, results, online, actions, onBlock }: Omit<MemberSearchPanelProps, 'text' | 'onTextChange'>): Outcome {
  if (query.kind === 'blank') return { status: '' }
  if (query.kind === 'too-short') return { status: FRIENDS_TEXT.searchTooShort }
  if (query.kind === 'partial-email') return { status: FRIENDS_TEXT.searchPartialEmail }
  const { state } = results
  if (!online || (state.status === 'error' && state.offline)) {
    return {
      status: '',
      body: (
        <div className="friends-search__problem">
          <FormAlert tone="info">
            <strong>You’re offline.</strong> {FRIENDS_TEXT.searchOffline}
            {query.kind === 'email' && ' You can still send a request to this email: it goes when you’re back online.'}
          </FormAlert>
          <div className="friends-search__buttons">
            {query.kind === 'email' && (
              <Button variant="secondary" busy={actions.working === workKey('send', query.q)} disabled={actions.working !== null} onClick={() => actions.sendToEmail(query.q)}>
                Send a request to {query.q}
              </Button>
            )}
            {online && (
              <Button variant="secondary" onClick={results.retry}>
                Try again
              </Button>
            )}
          </div>
        </div>
      ),
    }
  }
  if (searched === null || state.status === 'loading') {
    return {
      status: FRIENDS_TEXT.searching,
      body: (
        <div className="friends-search__spinner" aria-hidden="true">
          <Spinner size={24} />
        </div>
      ),
    }
  }
  if (state.status === 'error') {
    return {
      status: '',
      body: (
        <div className="friends-search__problem">
          <LoadFailedAlert message={`${FRIENDS_TEXT.searchFailed} ${state.message}`} onRetry={results.retry} />
        </div>
      ),
    }
  }
  if (state.status === 'empty' || state.status === 'not-found') return { status: noMatch(searched) }
  return {
    status: foundCount(state.data.length),
    body: (
      <ul className="community-list" aria-label="Search results">
        {state.data.map((result) => (
          <MemberRow
            key={result.member.id}
            member={result.member}
            detail={relationText(result)}
            badge={actions.queuedMembers.has(result.member.id) && result.relation === 'request_sent' ? <QueuedBadge /> : undefined}
            actions={<ResultActions result={result} actions={actions} onBlock={onBlock} />}
          />
        ))}
      </ul>
    ),
  }
}

function relationText(result: MemberSearchResult): string | undefined {
  switch (result.relation) {
    case 'friend':
      return FRIENDS_TEXT.friends
    case 'request_sent':
      return FRIENDS_TEXT.requestSent
    case 'request_received':
      return 'Wants to be your friend'
    case 'blocked':
      return FRIENDS_TEXT.blocked
    case 'none':
      return undefined
  }
}

function ResultActions({ result, actions, onBlock }: { result: MemberSearchResult; actions: MemberSearchPanelProps['actions']; onBlock: (member: MemberCard) => void }) {
  const { member, relation, request_id: requestId } = result
  const busy = (verb: string, id: number | null) => id !== null && actions.working === workKey(verb, id)
  const locked = actions.working !== null
  switch (relation) {
    case 'none':
      return (
        <>
          <ActionButton label="Add friend" variant="primary" member={member} busy={busy('send', member.id)} disabled={locked} onClick={() => actions.send(member, 'search')} />
          <ActionButton label="Block" variant="ghost" member={member} busy={busy('block', member.id)} disabled={locked} onClick={() => onBlock(member)} />
        </>
      )
    case 'request_sent':
      // A request queued offline has no id until it reaches the server; it is cancelled from the requests list.
      return requestId === null ? null : (
        <ActionButton label="Cancel request" member={member} busy={busy('cancel', requestId)} disabled={locked} onClick={() => actions.answer(requestId, member, 'cancel', 'search')} />
      )
    case 'request_received':
      return requestId === null ? null : (
        <>
          <ActionButton label="Accept" variant="primary" member={member} busy={busy('accept', requestId)} disabled={locked} onClick={() => actions.answer(requestId, member, 'accept', 'search')} />
          <ActionButton label="Decline" member={member} busy={busy('decline', requestId)} disabled={locked} onClick={() => actions.answer(requestId, member, 'decline', 'search')} />
        </>
      )
    case 'friend':
      return <ActionButton label="Block" variant="ghost" member={member} busy={busy('block', member.id)} disabled={locked} onClick={() => onBlock(member)} />
    case 'blocked':
      return <ActionButton label="Unblock" member={member} busy={busy('unblock', member.id)} disabled={locked} onClick={() => actions.unblock(member, 'search')} />
  }
}
