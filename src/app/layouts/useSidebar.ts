import { useAtom, useSetAtom } from 'jotai'
import { useCallback, useLayoutEffect } from 'react'
import { isWideViewport, sidebarOpenAtom, syncSidebarToViewportAtom } from './sidebarState'

export interface SidebarControls {
  isOpen: boolean
  setOpen: (open: boolean) => void
  toggle: () => void
  /** Closes the sidebar only where it overlays the content (below the breakpoint). */
  closeIfOverlay: () => void
}

/** Sidebar open state that follows the viewport across the breakpoint while mounted. */
export function useSidebar(): SidebarControls {
  const [isOpen, setOpen] = useAtom(sidebarOpenAtom)
  const sync = useSetAtom(syncSidebarToViewportAtom)

  // Layout effect: a viewport change while no layout was mounted is applied before the first paint.
  useLayoutEffect(() => {
    sync()
    window.addEventListener('resize', sync)
    return () => window.removeEventListener('resize', sync)
  }, [sync])

  const toggle = useCallback(() => setOpen(!isOpen), [isOpen, setOpen])
  const closeIfOverlay = useCallback(() => {
    if (isOpen && !isWideViewport()) setOpen(false)
  }, [isOpen, setOpen])

  return { isOpen, setOpen, toggle, closeIfOverlay }
}
