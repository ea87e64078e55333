import type { SpaceMember, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { OfflineDb } from '../store/offlineSchema'
import type { SpaceListCopy, SpaceRoomCopy, SpaceRoomKey, UnsentChatRecord, UnsentKey } from '../store/spaceRecords'
import { timelineToSave, type Timeline } from './timelineMerge'

/** The spaces store (`spaceRecords.ts`): the list, each space's newest messages, refused messages. */

const roomKey = (roomId: number): SpaceRoomKey => `room:${roomId}`
const unsentKey = (clientId: string): UnsentKey => `unsent:${clientId}`

export async function readSpaceList(db: OfflineDb): Promise<SpaceListCopy | undefined> {
  const record = await db.get('spaces', 'list')
  return record?.key === 'list' ? record : undefined
}

export async function saveSpaceList(db: OfflineDb, spaces: SpaceSummary[], version: number, savedAt: number = Date.now()): Promise<void> {
  await db.put('spaces', { key: 'list', spaces, version, savedAt })
}

export async function readRoomCopy(db: OfflineDb, roomId: number): Promise<SpaceRoomCopy | undefined> {
  const record = await db.get('spaces', roomKey(roomId))
  return record && 'roomId' in record && !('clientId' in record) ? record : undefined
}

export interface RoomToSave {
  space: SpaceSummary | null
  members: SpaceMember[]
  timeline: Timeline
}

/** Keeps a space's copy: its newest SAVED_MESSAGES_PER_SPACE messages, ending at the cursor. */
export async function saveRoomCopy(db: OfflineDb, roomId: number, room: RoomToSave, savedAt: number = Date.now()): Promise<void> {
  const { messages, cursor, hasOlder } = timelineToSave(room.timeline)
  await db.put('spaces', { key: roomKey(roomId), roomId, space: room.space, members: room.members, messages, cursor, hasOlder, savedAt })
}

/**
 * Forgets the copies of spaces the member no longer belongs to (left, removed from the group): what
 * the server stopped showing them must not stay readable on the device. Refused messages go with them.
 */
export async function forgetRoomsExcept(db: OfflineDb, keepIds: readonly number[]): Promise<void> {
  const keep = new Set(keepIds)
  const tx = db.transaction('spaces', 'readwrite')
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const record = cursor.value
    if ('roomId' in record && !keep.has(record.roomId)) await cursor.delete()
  }
  await tx.done
}

/** The member's refused messages, in the order written; of one space, or of all. */
export async function readUnsent(db: OfflineDb, roomId?: number): Promise<UnsentChatRecord[]> {
  const range = IDBKeyRange.bound('unsent:', 'unsent;', false, true)
  const records = (await db.getAll('spaces', range)).filter((record): record is UnsentChatRecord => 'clientId' in record)
  return records.filter((record) => roomId === undefined || record.roomId === roomId).sort((a, b) => a.madeAt - b.madeAt)
}

export async function saveUnsent(db: OfflineDb, record: Omit<UnsentChatRecord, 'key'>): Promise<void> {
  await db.put('spaces', { ...record, key: unsentKey(record.clientId) })
}

export async function deleteUnsent(db: OfflineDb, clientId: string): Promise<void> {
  await db.delete('spaces', unsentKey(clientId))
}
