import type { MemberCard } from '@/api/friends/friendTypes'
import type { ChatMessage, ChatMoveCard, ReportReason, SpaceMember, SpacePresence, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { ConversationView, SpacesEngine, SpacesListView, TimelineMessage } from '@/offline/spaces/spacesEngineTypes'
import { spaceSummary } from '@/offline/spaces/spacesFixtures.testing'
import { SEED_MOVE_IDS, SEED_MOVES } from '@mocks/db/seedMoves'

/*
 * Stories and tests only: an engine in memory with the shapes the real one gives the pages, so each
 * state (loading, error, saved copy, empty, a failed or waiting message) can be shown on its own.
 * Dates are made relative to now, so "5 minutes ago" reads the same whenever the story is opened.
 */

const MINUTE = 60_000
export const minutesAgo = (minutes: number, from = Date.now()): string => new Date(from - minutes * MINUTE).toISOString()

const card = (id: number, first_name: string, last_name: string, photo = ''): MemberCard => ({ id, first_name, last_name, photo })

export const ME_ID = 1
export const spaceMembers = {
  maya: card(ME_ID, 'Maya', 'Thompson'),
  jordan: card(3, 'Jordan', 'Lee'),
  priya: card(4, 'Priya', 'Shah'),
  tom: card(5, 'Tom', 'Becker'),
  sofia: card(8, 'Sofia', 'Marquez'),
  daniel: card(9, 'Daniel', 'Okafor'),
  hannah: card(10, 'Hannah', 'Kim'),
  ava: card(20, 'Ava', 'Brooks'),
}
const who = spaceMembers

/** A move of the seeded library as a message's move card: its real title and poster. */
export function fixtureMoveCard(id: number): ChatMoveCard {
  const move = SEED_MOVES.find((row) => row.id === id)
  if (!move) throw new Error(`No seeded move ${id}`)
  return { id, title: move.title, photo: move.poster_url }
}

export const XSS_TEXT = '<img src=x onerror=alert(1)>'

export const ROOM = { group: 11, coach: 12, direct: 13, removed: 14, quiet: 15 } as const

let clientIds = 0
export function fixtureMessage(room_id: number, chat_id: number, author: MemberCard, minutes: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  clientIds += 1
  return { room_id, chat_id, client_id: `fixture-${room_id}-${chat_id}-${clientIds}`, author, date: minutesAgo(minutes), text, reply_to: null, move: null, removed: false, ...extra }
}

function space(extra: Partial<SpaceSummary> & Pick<SpaceSummary, 'id' | 'kind' | 'title'>): SpaceSummary {
  return spaceSummary(extra.id, { group_id: null, activity_at: minutesAgo(60 * 24 * 20), ...extra })
}

/** The group space's history: two days, a reply, a move link, a plain link, a removed message and HTML typed as text. */
export function groupHistory(): ChatMessage[] {
  const g = ROOM.group
  const day = 60 * 24
  const first = fixtureMessage(g, 1, who.priya, day + 95, 'Who is in for the 7am session tomorrow?')
  return [
    first,
    fixtureMessage(g, 2, who.maya, day + 90, 'Me! Bringing a friend too.'),
    fixtureMessage(g, 3, who.tom, day + 60, 'Warm-up idea before we start:\nhttps://movetime.app/move?id=4', { move: fixtureMoveCard(SEED_MOVE_IDS.plank) }),
    fixtureMessage(g, 4, who.daniel, day + 30, 'Buy cheap supplements here', { text: '', removed: true }),
    fixtureMessage(g, 5, who.sofia, 80, XSS_TEXT),
    fixtureMessage(g, 6, who.priya, 40, 'Count me in.', {
      reply_to: { chat_id: 1, author: who.priya, text: first.text, removed: false },
    }),
    fixtureMessage(g, 7, who.maya, 25, 'The park route is on https://example.com/routes/park-loop (5 km).'),
    fixtureMessage(g, 8, who.priya, 6, 'See you all at 7 at the east gate!'),
  ]
}

function groupMembers(): SpaceMember[] {
  const member = (card: MemberCard, role: SpaceMember['role'], online: boolean, lastSeenMinutes: number | null): SpaceMember => ({
    card,
    role,
    user_id: card.id,
    online,
    last_seen: lastSeenMinutes === null ? null : minutesAgo(lastSeenMinutes),
  })
  return [
    member(who.maya, 'member', true, 0),
    member(who.priya, 'owner', true, 0),
    member(who.tom, 'member', true, 1),
    member(who.sofia, 'member', false, 5),
    member(who.daniel, 'member', false, 60 * 26),
    member(who.hannah, 'member', false, null),
  ]
}

export function fixtureSpaces(): SpaceSummary[] {
  const history = groupHistory()
  return [
    space({
      id: ROOM.group,
      kind: 'group',
      title: 'Morning Movers',
      photo: '/media/posters/runners-stretch.webp',
      group_id: 3,
      last_message: history[history.length - 1]!,
      latest_chat_id: 8,
      read_chat_id: 5,
      unread: 3,
      member_count: 6,
      online_count: 2,
      activity_at: minutesAgo(6),
    }),
    space({
      id: ROOM.coach,
      kind: 'coach',
      title: 'Coach Ava Brooks',
      other_user_id: who.ava.id,
      last_message: fixtureMessage(ROOM.coach, 14, who.ava, 45, 'Great work on Tuesday. Try 3 sets of the plank hold this week.'),
      latest_chat_id: 14,
      read_chat_id: 13,
      unread: 1,
      online_count: 1,
      activity_at: minutesAgo(45),
    }),
    space({
      id: ROOM.direct,
      kind: 'direct',
      title: 'Jordan Lee',
      other_user_id: who.jordan.id,
      last_message: fixtureMessage(ROOM.direct, 31, who.maya, 60 * 5, 'Thanks for the tip about the knee sleeves!'),
      latest_chat_id: 31,
      read_chat_id: 31,
      muted: true,
      can_leave: true,
      activity_at: minutesAgo(60 * 5),
    }),
    space({
      id: ROOM.removed,
      kind: 'direct',
      title: 'Hannah Kim',
      other_user_id: who.hannah.id,
      last_message: fixtureMessage(ROOM.removed, 2, who.hannah, 60 * 30, '', { removed: true }),
      latest_chat_id: 2,
      read_chat_id: 2,
      can_leave: true,
      activity_at: minutesAgo(60 * 30),
    }),
    space({ id: ROOM.quiet, kind: 'group', title: 'Lunchtime Lifters', group_id: 4, member_count: 4, muted: true, activity_at: minutesAgo(60 * 24 * 9) }),
  ]
}

export const listStates = {
  ready: (): SpacesListView => ({ status: 'ready', spaces: fixtureSpaces(), savedAt: null, error: '' }),
  loading: (): SpacesListView => ({ status: 'loading', spaces: [], savedAt: null, error: '' }),
  error: (): SpacesListView => ({ status: 'error', spaces: [], savedAt: null, error: 'The server could not be reached. Please try again.' }),
  empty: (): SpacesListView => ({ status: 'ready', spaces: [], savedAt: null, error: '' }),
  saved: (): SpacesListView => ({ status: 'ready', spaces: fixtureSpaces(), savedAt: Date.now() - 3 * 60 * MINUTE, error: '' }),
}

const sent = (message: ChatMessage): TimelineMessage => ({ key: message.client_id, state: 'sent', message, failure: '' })

function presenceOf(members: SpaceMember[]): ReadonlyMap<number, SpacePresence> {
  return new Map(members.map(({ user_id, online, last_seen }) => [user_id, { user_id, online, last_seen }]))
}

/** A message of mine not on the server yet (chat_id 0), as the engine shows it. */
export function unsentMessage(roomId: number, key: string, text: string, state: TimelineMessage['state'], failure = ''): TimelineMessage {
  return { key, state, failure, message: { room_id: roomId, chat_id: 0, client_id: key, author: who.maya, date: minutesAgo(1), text, reply_to: null, move: null, removed: false } }
}

export const conversationStates = {
  ready: (): ConversationView => {
    const members = groupMembers()
    return {
      status: 'ready',
      space: fixtureSpaces()[0]!,
      members,
      messages: groupHistory().map(sent),
      hasOlder: true,
      loadingOlder: false,
      savedAt: null,
      error: '',
      errorKind: 'none',
      arrivedCount: 0,
      presence: presenceOf(members),
    }
  },
  loading: (): ConversationView => ({ ...emptyConversation(), status: 'loading' }),
  error: (): ConversationView => ({ ...emptyConversation(), status: 'error', error: 'The server could not be reached. Please try again.', errorKind: 'other' }),
  notFound: (): ConversationView => ({ ...emptyConversation(), status: 'error', error: "You're not a member of this space.", errorKind: 'notFound' }),
  /** Offline with the device's copy: a message written meanwhile waits, one the server refused failed. */
  saved: (): ConversationView => {
    const ready = conversationStates.ready()
    return {
      ...ready,
      savedAt: Date.now() - 20 * MINUTE,
      messages: [...ready.messages, unsentMessage(ROOM.group, 'local-wait', 'Running 5 minutes late, start without me', 'waiting')],
    }
  },
  failed: (): ConversationView => {
    const ready = conversationStates.ready()
    return {
      ...ready,
      messages: [
        ...ready.messages,
        unsentMessage(ROOM.group, 'local-failed', 'Anyone want to swap the Friday slot?', 'failed', 'You are sending messages too quickly. Wait a minute and try again.'),
        unsentMessage(ROOM.group, 'local-sending', 'Also, bring water!', 'sending'),
      ],
    }
  },
  empty: (): ConversationView => {
    const ready = conversationStates.ready()
    const direct = fixtureSpaces()[2]!
    return { ...ready, space: { ...direct, last_message: null, latest_chat_id: 0 }, members: ready.members.slice(0, 2), messages: [], hasOlder: false }
  },
  blocked: (): ConversationView => {
    const ready = conversationStates.empty()
    return { ...ready, space: ready.space && { ...ready.space, can_send: false, send_blocked_reason: 'Jordan left this space. You can read it but not reply.' } }
  },
}

function emptyConversation(): ConversationView {
  return { status: 'ready', space: null, members: [], messages: [], hasOlder: false, loadingOlder: false, savedAt: null, error: '', errorKind: 'none', arrivedCount: 0, presence: new Map() }
}

export type FixtureCall =
  | { name: 'send'; roomId: number; text: string; replyTo: number | null }
  | { name: 'retry' | 'discard'; roomId: number; key: string }
  | { name: 'markRead'; roomId: number; chatId: number }
  | { name: 'setMuted'; roomId: number; muted: boolean }
  | { name: 'leave' | 'loadOlder'; roomId: number }
  | { name: 'report'; roomId: number; chatId: number; reason: ReportReason; note: string }
  | { name: 'openDirect' | 'openCoach'; id: number }
  | { name: 'reloadList' }

export interface FixtureOptions {
  list?: SpacesListView
  conversations?: Record<number, ConversationView>
  /** What openDirect and openCoach answer: a space id, or an error to reject with. */
  openDirect?: (userId: number) => Promise<number>
  openCoach?: (coachId: number) => Promise<number>
}

/** The engine in memory. Tests read `calls`, make a send fail with `rejectSends`, and bring live messages with `arrive`. */
export class FixtureSpacesEngine implements SpacesEngine {
  readonly calls: FixtureCall[] = []
  /** When set, `send` rejects with it (bad input, as the real engine does). */
  rejectSends: Error | null = null
  private list: SpacesListView
  private readonly conversations = new Map<number, ConversationView>()
  private readonly listeners = new Set<() => void>()
  private readonly options: FixtureOptions
  private localKeys = 0

  constructor(options: FixtureOptions = {}) {
    this.options = options
    this.list = options.list ?? listStates.ready()
    for (const [id, view] of Object.entries(options.conversations ?? {})) this.conversations.set(Number(id), view)
  }

  private notify() {
    for (const listener of [...this.listeners]) listener()
  }

  private change(roomId: number, update: (view: ConversationView) => ConversationView) {
    this.conversations.set(roomId, update(this.conversationView(roomId)))
    this.notify()
  }

  private watch(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  watchList(listener: () => void) {
    return this.watch(listener)
  }

  listView() {
    return this.list
  }

  /** The server answers this time: an error or a saved copy gives way to the fresh list. */
  async reloadList() {
    this.calls.push({ name: 'reloadList' })
    if (this.list.status === 'error' || this.list.savedAt !== null) this.list = listStates.ready()
    this.notify()
  }

  watchConversation(_roomId: number, listener: () => void) {
    return this.watch(listener)
  }

  conversationView(roomId: number): ConversationView {
    let view = this.conversations.get(roomId)
    if (!view) {
      view = conversationStates.notFound()
      this.conversations.set(roomId, view)
    }
    return view
  }

  async loadOlder(roomId: number) {
    this.calls.push({ name: 'loadOlder', roomId })
    this.change(roomId, (view) => ({ ...view, hasOlder: false }))
  }

  async send(roomId: number, text: string, replyTo: number | null) {
    this.calls.push({ name: 'send', roomId, text, replyTo })
    if (this.rejectSends) throw this.rejectSends
    this.localKeys += 1
    const key = `local-${this.localKeys}`
    this.change(roomId, (view) => {
      const quoted = view.messages.find((item) => item.message.chat_id === replyTo)?.message
      const mine = unsentMessage(roomId, key, text.trim(), 'sending')
      const message: ChatMessage = {
        ...mine.message,
        date: new Date().toISOString(),
        reply_to: quoted ? { chat_id: quoted.chat_id, author: quoted.author, text: quoted.text.slice(0, 140), removed: quoted.removed } : null,
      }
      return { ...view, messages: [...view.messages, { ...mine, message }] }
    })
  }

  async retry(roomId: number, key: string) {
    this.calls.push({ name: 'retry', roomId, key })
    this.change(roomId, (view) => ({ ...view, messages: view.messages.map((item) => (item.key === key ? { ...item, state: 'sending', failure: '' } : item)) }))
  }

  async discard(roomId: number, key: string) {
    this.calls.push({ name: 'discard', roomId, key })
    this.change(roomId, (view) => ({ ...view, messages: view.messages.filter((item) => item.key !== key) }))
  }

  markRead(roomId: number, chatId: number) {
    this.calls.push({ name: 'markRead', roomId, chatId })
  }

  async setMuted(roomId: number, muted: boolean) {
    this.calls.push({ name: 'setMuted', roomId, muted })
    this.list = { ...this.list, spaces: this.list.spaces.map((item) => (item.id === roomId ? { ...item, muted } : item)) }
    this.change(roomId, (view) => ({ ...view, space: view.space && { ...view.space, muted } }))
  }

  async leave(roomId: number) {
    this.calls.push({ name: 'leave', roomId })
    this.list = { ...this.list, spaces: this.list.spaces.filter((item) => item.id !== roomId) }
    this.notify()
  }

  async report(roomId: number, chatId: number, reason: ReportReason, note: string) {
    this.calls.push({ name: 'report', roomId, chatId, reason, note })
  }

  openDirect(userId: number) {
    this.calls.push({ name: 'openDirect', id: userId })
    return this.options.openDirect ? this.options.openDirect(userId) : Promise.resolve(ROOM.direct)
  }

  openCoach(coachId: number) {
    this.calls.push({ name: 'openCoach', id: coachId })
    return this.options.openCoach ? this.options.openCoach(coachId) : Promise.resolve(ROOM.coach)
  }

  /** A message from someone else arriving live, as the poll would bring it. */
  arrive(roomId: number, ...messages: ChatMessage[]) {
    this.change(roomId, (view) => ({ ...view, messages: [...view.messages, ...messages.map(sent)], arrivedCount: view.arrivedCount + messages.length }))
  }

  /** Replaces a conversation's view (a later state in a test). */
  setConversation(roomId: number, view: ConversationView) {
    this.conversations.set(roomId, view)
    this.notify()
  }

  setList(view: SpacesListView) {
    this.list = view
    this.notify()
  }
}
