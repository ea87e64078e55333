import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/apiError'
import type { SpacesListView } from '@/offline/spaces/spacesEngineTypes'
import { paths } from '@/shared/paths/routePaths'
import { useSpacesEngine } from '../common/SpacesEngineContext'

/** What other features link to: `?with=<friend>`, `?coach=<coach>` or `?group=<group>`. */
type SpaceLink = { kind: 'with' | 'coach' | 'group'; id: number }

export function readSpaceLink(params: URLSearchParams): SpaceLink | null {
  for (const kind of ['with', 'coach', 'group'] as const) {
    const value = params.get(kind)
    if (value === null) continue
    return /^[1-9]\d{0,9}$/.test(value) ? { kind, id: Number(value) } : null
  }
  return null
}

export const GROUP_SPACE_MISSING = "This group's space is not in your list. Join the group to talk with its members."

const FAILED_TO_OPEN: Record<SpaceLink['kind'], string> = {
  with: 'The conversation could not open.',
  coach: 'The space with your coach could not open.',
  group: "The group's space could not open.",
}

export interface SpaceLinkState {
  /** Opening the space the link asks for. */
  opening: boolean
  /** Why it could not open, for the member. */
  error: string
}

/**
 * Follows a link from another feature to a space: opens (or makes) the direct or coach space through
 * the engine, or finds the group's space in the list, then replaces this page with the space, so
 * Back returns to where the member came from. A refusal (not friends, blocked, no Coach plan) stays
 * on the list page, in the server's words.
 */
export function useSpaceLink(list: SpacesListView): SpaceLinkState {
  const engine = useSpacesEngine()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const link = readSpaceLink(params)
  const linkKey = link ? `${link.kind}:${link.id}` : ''
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null)
  // One request per link, even when effects run twice (StrictMode) or the list redraws.
  const started = useRef('')

  useEffect(() => {
    if (!engine || !link || link.kind === 'group' || started.current === linkKey) return
    started.current = linkKey
    const open = link.kind === 'with' ? engine.openDirect(link.id) : engine.openCoach(link.id)
    open.then(
      (roomId) => navigate(paths.space(roomId), { replace: true }),
      (error: unknown) => setFailure({ key: linkKey, message: `${FAILED_TO_OPEN[link.kind]} ${errorMessage(error)}` }),
    )
  }, [engine, navigate, link, linkKey])

  const groupSpace = link?.kind === 'group' ? list.spaces.find((space) => space.group_id === link.id) : undefined
  useEffect(() => {
    if (groupSpace) navigate(paths.space(groupSpace.id), { replace: true })
  }, [groupSpace, navigate])

  if (!link) return { opening: false, error: '' }
  if (failure?.key === linkKey) return { opening: false, error: failure.message }
  if (link.kind === 'group') {
    if (groupSpace || list.status === 'loading') return { opening: true, error: '' }
    if (list.status === 'error') return { opening: false, error: `${FAILED_TO_OPEN.group} ${list.error}` }
    return { opening: false, error: GROUP_SPACE_MISSING }
  }
  return { opening: true, error: '' }
}
