import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { blockMember, removeFriend, unblockMember } from '@/api/friends/friendsApi'
import type { FriendRequestAction, MemberCard } from '@/api/friends/friendTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import type { WriteOutcome } from '@/offline/community/communityWrites'
import { memberName } from '@/shared/members/memberName'
import { QUEUED_TEXT } from '../common/QueuedBadge'
import { nowFriends, sentTo } from './friendsText'
import type { FriendsData } from './useFriendsData'
import type { MemberSearch } from './useMemberSearch'

/** Where an action was started, so its failure is said there. */
export type ActionPlace = 'search' | 'requests' | 'friends' | 'blocked'

export interface ActionProblem {
  place: ActionPlace
  text: string
}

export interface FriendActions {
  /** The action running now, e.g. "accept:12" (its button shows busy; one action at a time). */
  working: string | null
  problem: ActionProblem | null
  /** Members this page sent a request to while offline: the search shows them as waiting to send. */
  queuedMembers: ReadonlySet<number>
  send: (member: MemberCard, place: ActionPlace) => void
  sendToEmail: (email: string) => void
  answer: (requestId: number, member: MemberCard, action: FriendRequestAction, place: ActionPlace) => void
  unblock: (member: MemberCard, place: ActionPlace) => void
  /** Confirmed in a dialog: a failure rejects, and the dialog says why. */
  remove: (member: MemberCard) => Promise<void>
  block: (member: MemberCard) => Promise<void>
}

// The write path (outbox, sync kinds) loads on the first request or answer, not with the page; a
// member offline still has it, as every chunk a member page imports is precached.
const loadWrites = () => import('@/offline/community/communityWrites')

export const workKey = (verb: string, id: number | string) => `${verb}:${id}`

const ANSWERED: Record<FriendRequestAction, (member: MemberCard) => string> = {
  accept: nowFriends,
  decline: (member) => `Request from ${memberName(member)} declined.`,
  cancel: (member) => `Request to ${memberName(member)} cancelled.`,
}

/**
 * What the member can do on the friends page. Requests and answers go through the outbox when
 * offline ("queued"); removing, blocking and unblocking need the server. After each change the
 * lists (and the search, whose relations it changed) are read again in the background.
 */
export function useFriendActions({ friends, requests }: FriendsData, search: Pick<MemberSearch, 'results'>): FriendActions {
  const [working, setWorking] = useState<string | null>(null)
  const [problem, setProblem] = useState<ActionProblem | null>(null)
  const [queuedMembers, setQueuedMembers] = useState<ReadonlySet<number>>(new Set())
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const refreshAll = () => {
    requests.refresh()
    friends.refresh()
    search.results.refresh()
  }

  async function run(key: string, place: ActionPlace | null, work: () => Promise<void>): Promise<void> {
    if (working !== null) return
    setWorking(key)
    setProblem(null)
    try {
      await work()
    } catch (error) {
      if (place === null) throw error
      setProblem({ place, text: errorMessage(error) })
    } finally {
      setWorking(null)
    }
  }

  const said = (outcome: WriteOutcome, sent: string) =>
    showSnackbar(outcome === 'queued' ? { text: `${QUEUED_TEXT}.`, status: 'info' } : { text: sent })

  return {
    working,
    problem,
    queuedMembers,
    send: (member, place) =>
      void run(workKey('send', member.id), place, async () => {
        const { sendFriendRequestOrQueue } = await loadWrites()
        const outcome = await sendFriendRequestOrQueue({ member })
        if (outcome === 'queued') setQueuedMembers((current) => new Set(current).add(member.id))
        search.results.update((list) =>
          list.map((result) => (result.member.id === member.id ? { ...result, relation: 'request_sent', request_id: null } : result)),
        )
        said(outcome, sentTo(member))
        refreshAll()
      }),
    sendToEmail: (email) =>
      void run(workKey('send', email), 'search', async () => {
        const { sendFriendRequestOrQueue } = await loadWrites()
        const outcome = await sendFriendRequestOrQueue({ email })
        showSnackbar(outcome === 'queued' ? { text: `${QUEUED_TEXT}.`, status: 'info' } : { text: `Friend request sent to ${email}.` })
        refreshAll()
      }),
    answer: (requestId, member, action, place) =>
      void run(workKey(action, requestId), place, async () => {
        const { answerFriendRequestOrQueue } = await loadWrites()
        const outcome = await answerFriendRequestOrQueue(requestId, action)
        if (outcome === 'sent') {
          // Gone from the lists at once (and from the badge's count); the reads below confirm it.
          requests.update((data) => ({
            ...data,
            incoming: data.incoming.filter((request) => request.id !== requestId),
            outgoing: data.outgoing.filter((request) => request.id !== requestId),
          }))
        }
        said(outcome, ANSWERED[action](member))
        refreshAll()
      }),
    unblock: (member, place) =>
      void run(workKey('unblock', member.id), place, async () => {
        await unblockMember(member.id)
        requests.update((data) => ({ ...data, blocked: data.blocked.filter((blocked) => blocked.id !== member.id) }))
        showSnackbar({ text: `${memberName(member)} is unblocked.` })
        refreshAll()
      }),
    remove: (member) =>
      run(workKey('remove', member.id), null, async () => {
        await removeFriend(member.id)
        friends.update((list) => list.filter((friend) => friend.member.id !== member.id))
        showSnackbar({ text: `${memberName(member)} is no longer your friend.` })
        refreshAll()
      }),
    block: (member) =>
      run(workKey('block', member.id), null, async () => {
        await blockMember({ user_id: member.id })
        friends.update((list) => list.filter((friend) => friend.member.id !== member.id))
        requests.update((data) => ({
          ...data,
          incoming: data.incoming.filter((request) => request.from.id !== member.id),
          outgoing: data.outgoing.filter((request) => request.to.id !== member.id),
          blocked: [...data.blocked.filter((blocked) => blocked.id !== member.id), member],
        }))
        showSnackbar({ text: `${memberName(member)} is blocked.` })
        refreshAll()
      }),
  }
}
