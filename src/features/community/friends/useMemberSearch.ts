import { useEffect, useState } from 'react'
import { searchMembers } from '@/api/friends/friendsApi'
import { MEMBER_SEARCH_MIN_LENGTH, type MemberSearchResult } from '@/api/friends/friendTypes'
import { useOnline } from '@/lib/network/useOnline'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'

/** Typing pauses this long before the search is sent: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300

const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What the search field holds, read as the server would: an exact email or a name prefix. */
export type SearchQuery =
  | { kind: 'blank' }
  | { kind: 'too-short' }
  /** Has an "@" but is not a whole address yet: an email is only ever matched in full. */
  | { kind: 'partial-email' }
  | { kind: 'email'; q: string }
  | { kind: 'name'; q: string }

export function readSearchQuery(text: string): SearchQuery {
  const q = text.trim()
  if (q === '') return { kind: 'blank' }
  if (q.includes('@')) return FULL_EMAIL.test(q) ? { kind: 'email', q: q.toLowerCase() } : { kind: 'partial-email' }
  return q.length < MEMBER_SEARCH_MIN_LENGTH ? { kind: 'too-short' } : { kind: 'name', q }
}

export interface MemberSearch {
  text: string
  setText: (text: string) => void
  /** The query as typed (not debounced), for hints that should follow every key. */
  query: SearchQuery
  /** The query the results are for (debounced). */
  searched: string | null
  results: RemoteData<MemberSearchResult[]>
  online: boolean
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The member search: debounced, only for an exact email or a name prefix (never a list of everyone),
 * with the results' late answers dropped when the member types on (useRemoteData's key).
 */
export function useMemberSearch(): MemberSearch {
  const [text, setText] = useState('')
  const query = readSearchQuery(text)
  const typed = query.kind === 'email' || query.kind === 'name' ? query.q : null
  const searched = useDebounced(typed, SEARCH_DEBOUNCE_MS)
  const online = useOnline()
  const results = useRemoteData({
    key: `member-search:${searched ?? ''}`,
    load: async (signal) => (await searchMembers(searched ?? '', signal)).list,
    enabled: searched !== null,
    isEmpty: (list) => list.length === 0,
  })
  return { text, setText, query, searched: typed === searched ? searched : null, results, online }
}
