import type { Friend, FriendRequest, FriendRequestsResponse, MemberCard, MemberSearchResult } from '@/api/friends/friendTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import type { FriendActions } from './useFriendActions'
import type { MemberSearchPanelProps } from './MemberSearchPanel'

type SearchProps = Omit<MemberSearchPanelProps, 'actions' | 'onBlock'>

/** Stories and tests only: members, requests and friends as the server sends them. */

const card = (id: number, first_name: string, last_name: string, photo = ''): MemberCard => ({ id, first_name, last_name, photo })

export const fixtureMembers = {
  maya: card(1, 'Maya', 'Thompson'),
  jordan: card(3, 'Jordan', 'Lee'),
  priya: card(4, 'Priya', 'Shah'),
  tom: card(5, 'Tom', 'Becker'),
  sofia: card(8, 'Sofia', 'Martínez'),
  daniel: card(9, 'Daniel', 'Okafor'),
  hannah: card(10, 'Hannah', 'Schmidt-Villanueva'),
  amir: card(11, 'Amir', ''),
  claire: card(12, 'Claire', 'Dubois'),
  sam: card(13, 'Sam', 'Sanders'),
}

const m = fixtureMembers

export const fixtureFriends: Friend[] = [
  { member: m.jordan, since: '2026-01-14T09:00:00.000Z' },
  { member: m.priya, since: '2026-02-02T18:30:00.000Z' },
  { member: m.hannah, since: '2026-03-21T07:15:00.000Z' },
  { member: m.amir, since: '2026-04-04T12:00:00.000Z' },
]

const request = (id: number, from: MemberCard, to: MemberCard, extra: Partial<FriendRequest> = {}): FriendRequest => ({
  id,
  from,
  to,
  status: 'pending',
  created_at: '2026-05-02T10:00:00.000Z',
  ...extra,
})

export const fixtureRequests: FriendRequestsResponse = {
  error: false,
  incoming: [request(21, m.sofia, m.maya), request(22, m.daniel, m.maya, { created_at: '2026-05-04T08:00:00.000Z' })],
  outgoing: [request(23, m.maya, m.claire)],
  blocked: [m.tom],
}

/** What the device shows after answering and sending while offline: marked as waiting to be sent. */
export const fixtureQueuedRequests: FriendRequestsResponse = {
  error: false,
  incoming: [request(21, m.sofia, m.maya, { status: 'accepted', queued: true }), request(22, m.daniel, m.maya)],
  outgoing: [request(-4, m.maya, m.tom, { queued: true }), request(23, m.maya, m.claire)],
  blocked: [],
}

export const noRequests: FriendRequestsResponse = { error: false, incoming: [], outgoing: [], blocked: [] }

export const fixtureSearchResults: MemberSearchResult[] = [
  { member: m.sofia, relation: 'request_received', request_id: 21 },
  { member: m.sam, relation: 'none', request_id: null },
  { member: m.claire, relation: 'request_sent', request_id: 23 },
  { member: m.jordan, relation: 'friend', request_id: null },
  { member: m.tom, relation: 'blocked', request_id: null },
]

export const noop = () => {}

export const fixtureActions: FriendActions = {
  working: null,
  problem: null,
  queuedMembers: new Set(),
  send: noop,
  sendToEmail: noop,
  answer: noop,
  unblock: noop,
  remove: () => Promise.resolve(),
  block: () => Promise.resolve(),
}

/** When the saved copies in stories were last synced. */
export const fixtureSavedAt = Date.UTC(2026, 4, 6, 7, 30)

export const ready = <T,>(data: T, saved: { savedAt: number } | null = null): RemoteState<T> => ({ status: 'ready', data, saved })
export const loading: RemoteState<never> = { status: 'loading' }
export const failed: RemoteState<never> = { status: 'error', message: 'Request failed (500).', error: new Error('Request failed (500).'), offline: false }
export const offline: RemoteState<never> = { status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true }

export const remote = <T,>(state: RemoteState<T>) => ({ state, retry: noop })

/** The search as it stands after a name was typed and answered. */
export function searchProps(overrides: Partial<SearchProps> = {}): SearchProps {
  return {
    text: 'sa',
    onTextChange: noop,
    query: { kind: 'name', q: 'sa' },
    searched: 'sa',
    results: remote(ready(fixtureSearchResults)),
    online: true,
    ...overrides,
  }
}
