import { atom } from 'jotai'

/** docs/product.md §9: the sidebar is open by default at this width and above, closed below. */
export const SIDEBAR_BREAKPOINT = 1024

export function isWideViewport(): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= SIDEBAR_BREAKPOINT
}

interface SidebarState {
  isOpen: boolean
  /** The viewport class `isOpen` was decided for; crossing the breakpoint resets it to that class's default. */
  wide: boolean
}

function defaultState(): SidebarState {
  const wide = isWideViewport()
  return { isOpen: wide, wide }
}

// null until the member or the viewport decides: the default is then read on first use in a store
// (when a sidebar layout first renders), not at import time. (jotai/utils' atomWithDefault does the
// same, but would bring jotai/utils into every signed-in page's first download.)
const chosenStateAtom = atom<SidebarState | null>(null)
const sidebarStateAtom = atom((get) => get(chosenStateAtom) ?? defaultState())

/** docs/product.md §3 layout state `isOpen`. (`path` comes from the router and `projectRow` has no use here.) */
export const sidebarOpenAtom = atom(
  (get) => get(sidebarStateAtom).isOpen,
  (get, set, isOpen: boolean) => set(chosenStateAtom, { ...get(sidebarStateAtom), isOpen }),
)

/**
 * Follows the viewport across the breakpoint: open when it becomes wide, closed when it
 * becomes narrow. Within one class, the member's own toggling is kept.
 */
export const syncSidebarToViewportAtom = atom(null, (get, set) => {
  const next = defaultState()
  if (get(sidebarStateAtom).wide !== next.wide) set(chosenStateAtom, next)
})
