import { db, onDbWrite, type DbChange } from '@mocks/db/db'
import { wakeAll, wakeMember, wakeRooms } from './subscriptions'

/*
 * Wakes held polls when the data they wait for changes, whoever wrote it: this home's own sends
 * and read pointers, and in the browser home another tab's writes, which arrive through a storage
 * event and replace this tab's data at once ('everything'): without this a message sent in one
 * tab would wait in another tab's held poll until its timeout. Wakes run after the writer's turn
 * (a microtask), and a woken poll reads the tables afresh: @msw/data reports a create before it
 * lands and again once it has, so the first wake may find nothing yet and the poll keeps waiting.
 */

function wakeFor(changes: readonly DbChange[]): void {
  const rooms = new Set<number>()
  const members = new Set<number>()
  let everything = false
  for (const change of changes) {
    if (change === 'everything') everything = true
    else if (change.table === 'chat_message') {
      const row = db.chat_message.findFirst((q) => q.where((candidate) => candidate.id === change.key))
      if (row) rooms.add(row.room_id)
    } else if (change.table === 'chat_member') {
      const row = db.chat_member.findFirst((q) => q.where((candidate) => candidate.id === change.key))
      if (row) members.add(row.user_id)
    }
  }
  if (everything) wakeAll()
  else {
    if (rooms.size > 0) wakeRooms(rooms)
    for (const member of members) wakeMember(member)
  }
}

let started = false

/** Listens once per home (the handlers' module calls it when loaded). */
export function startChannelWakes(): void {
  if (started) return
  started = true
  onDbWrite((changes) => queueMicrotask(() => wakeFor(changes)))
}
