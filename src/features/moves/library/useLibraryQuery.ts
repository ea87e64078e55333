import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { clearLibraryQuery, parseLibraryQuery, serializeLibraryQuery } from './libraryQuery'
import type { MoveFilters } from './moveFilters'

/** What the URL will hold for this text (blank text is left out of it). */
const urlTextFor = (text: string) => (text.trim() === '' ? '' : text)

/**
 * The library's filters, kept in the URL so a filtered list can be shared and survives a reload.
 * The search text is also held locally: the router updates the URL a moment after a keystroke,
 * and a box fed only from the URL would lose the caret and drop fast typing.
 * URL writes replace the entry, so Back leaves the library instead of undoing letters.
 */
export function useLibraryQuery() {
  const [searchParams, setSearchParams] = useSearchParams()
  const fromUrl = useMemo(() => parseLibraryQuery(searchParams), [searchParams])
  const [text, setText] = useState(fromUrl.text)
  const [expectedUrlText, setExpectedUrlText] = useState(fromUrl.text)

  // The URL changed under us (a nav link, Back): it wins over what was typed.
  if (fromUrl.text !== expectedUrlText) {
    setExpectedUrlText(fromUrl.text)
    setText(fromUrl.text)
  }

  const filters: MoveFilters = useMemo(() => ({ ...fromUrl, text }), [fromUrl, text])

  const setFilters = useCallback(
    (next: MoveFilters) => {
      setText(next.text)
      setExpectedUrlText(urlTextFor(next.text))
      setSearchParams((current) => serializeLibraryQuery(next, current), { replace: true })
    },
    [setSearchParams],
  )

  const clearFilters = useCallback(() => {
    setText('')
    setExpectedUrlText('')
    setSearchParams((current) => clearLibraryQuery(current), { replace: true })
  }, [setSearchParams])

  return { filters, setFilters, clearFilters }
}
