import { useEffect } from 'react'
import type { SpaceSummary } from '@/api/spaces/spaceTypes'
import type { SpacesListView } from '@/offline/spaces/spacesEngineTypes'

/*
 * How many messages wait unread in the signed-in member's spaces that are not muted, shared by the
 * navigation's badge and the spaces pages. The member shell never imports it statically (the
 * bundle budget): it subscribes through loadSpacesBadge.ts, loaded after the first draw, which also
 * reads the total from the server. The pages publish the engine's list as it changes, so reading a
 * conversation clears the badge at once.
 */

interface Known {
  userId: number
  count: number
}

let known: Known | null = null
/** Counts every publication, so a server read that started before a page's word can step aside. */
let published = 0
const listeners = new Set<() => void>()

/** Hears every change of the count, whoever it is for. */
export function subscribeSpacesUnread(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This member's count, or null while it is not known. */
export function spacesUnreadOf(userId: number): number | null {
  return known?.userId === userId ? known.count : null
}

/** How many times a count was published: compared before and after a read that takes a while. */
export function spacesUnreadPublications(): number {
  return published
}

/** Publishes the member's unread total (a spaces page's list, or the badge's own read). */
export function setSpacesUnread(userId: number, count: number): void {
  published += 1
  if (known?.userId === userId && known.count === count) return
  known = { userId, count }
  for (const listener of listeners) listener()
}

/** Forgets the count (tests, sign-out). */
export function clearSpacesUnread(): void {
  if (known === null) return
  known = null
  for (const listener of listeners) listener()
}

/** Unread messages over the spaces that are not muted, as the server's `unread_total` counts them. */
export function unreadTotal(spaces: readonly Pick<SpaceSummary, 'unread' | 'muted'>[]): number {
  return spaces.reduce((total, space) => total + (space.muted ? 0 : space.unread), 0)
}

/** "3 unread messages", read after a link's own name. */
export function unreadMessagesText(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`
}

/**
 * A spaces page's part: publishes the total of the list it shows whenever that list changes. Only
 * the server's word counts: a copy saved on the device (shown offline) may be older than the badge.
 */
export function usePublishSpacesUnread(userId: number | null, list: SpacesListView): void {
  useEffect(() => {
    if (userId !== null && list.status === 'ready' && list.savedAt === null) setSpacesUnread(userId, unreadTotal(list.spaces))
  }, [userId, list])
}
