import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { clearLibraryQuery, parseLibraryQuery, serializeLibraryQuery } from './libraryQuery'
import { NO_FILTERS, type MoveFilters } from './moveFilters'

/** The filters as the URL will hold them (canonical order, blank text left out), as one comparable key. */
const urlKeyOf = (filters: MoveFilters) => serializeLibraryQuery(filters).toString()

/**
 * The library's filters, kept in the URL so a filtered list can be shared and survives a reload.
 * What the member does shows at once from local state: the router applies a URL change a moment
 * later, and a box or checkbox fed only from the URL would lag, lose the caret or drop a fast
 * tap. Each URL written is remembered until it arrives, so our own writes landing late never undo
 * newer input; any other URL change (a nav link, Back) wins over what is on screen.
 * URL writes replace the entry, so Back leaves the library instead of undoing letters.
 */
export function useLibraryQuery() {
  const [searchParams, setSearchParams] = useSearchParams()
  const fromUrl = useMemo(() => parseLibraryQuery(searchParams), [searchParams])
  const urlKey = urlKeyOf(fromUrl)
  const [filters, setLocal] = useState<MoveFilters>(fromUrl)
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey)
  const [pendingKeys, setPendingKeys] = useState<readonly string[]>([])

  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey)
    const ours = pendingKeys.indexOf(urlKey)
    if (ours >= 0) {
      setPendingKeys(pendingKeys.slice(ours + 1))
    } else {
      setPendingKeys([])
      setLocal(fromUrl)
    }
  }

  const write = useCallback(
    (next: MoveFilters, toUrl: (current: URLSearchParams) => URLSearchParams) => {
      setLocal(next)
      setPendingKeys((keys) => [...keys, urlKeyOf(next)])
      setSearchParams(toUrl, { replace: true })
    },
    [setSearchParams],
  )

  const setFilters = useCallback((next: MoveFilters) => write(next, (current) => serializeLibraryQuery(next, current)), [write])
  const clearFilters = useCallback(() => write(NO_FILTERS, clearLibraryQuery), [write])

  return { filters, setFilters, clearFilters }
}
