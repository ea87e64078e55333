import type { HistoryRouterProps, Path } from 'react-router'

/** The history object react-router's declarative routers listen to and navigate with. */
export type RouterHistory = HistoryRouterProps['history']

export interface PendingLeave {
  currentLocation: Path
  nextLocation: Path
  /** Carries out the navigation that was held back. */
  proceed: () => void
}

/** Decides about one navigation: true holds it back (keeping `proceed` for later), false lets it through. */
export type LeaveBlocker = (pending: PendingLeave) => boolean

export interface BlockableHistory extends RouterHistory {
  /** Installs the one blocker; returns its removal. A later call replaces an earlier blocker. */
  block: (blocker: LeaveBlocker) => () => void
  /**
   * Hears every address the router is told to show, the moment it is told (the router itself draws
   * it later, in a transition that a quicker navigation can replace). Returns its removal.
   */
  watch: (watcher: (location: Path) => void) => () => void
}

export function isBlockable(navigator: object): navigator is BlockableHistory {
  return typeof (navigator as Partial<BlockableHistory>).block === 'function'
}

/**
 * Adds blocking to a history, so a page can ask before the member leaves it (the declarative
 * router has no useBlocker; the data router that has one costs twice the bytes).
 *
 * Links and navigate() arrive as push/replace and are simply not carried out. Back and forward
 * have already moved the browser when the router hears of them, so a held-back one is undone
 * with the opposite `go`, and that undo is kept from the router.
 */
export function blockable(history: RouterHistory): BlockableHistory {
  let blocker: LeaveBlocker | null = null
  // The browser history takes one listener, the router's; others hear through this list.
  const watchers = new Set<(location: Path) => void>()
  let undoingPop = false
  let letNextPopThrough = false
  // Where the router is: on back or forward, `history.location` has already moved on.
  let shown: Path = history.location

  const heldBack = (nextLocation: Path, proceed: () => void) =>
    blocker !== null && blocker({ currentLocation: shown, nextLocation, proceed })

  return {
    get action() {
      return history.action
    },
    get location() {
      return history.location
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (!heldBack(history.encodeLocation(to), () => history.push(to, state))) history.push(to, state)
    },
    replace(to, state) {
      if (!heldBack(history.encodeLocation(to), () => history.replace(to, state))) history.replace(to, state)
    },
    listen(listener) {
      return history.listen((update) => {
        if (undoingPop) {
          undoingPop = false
          return
        }
        const { delta } = update
        const mayHold = update.action === 'POP' && !letNextPopThrough && delta !== null && delta !== 0
        letNextPopThrough = false
        const proceed = () => {
          letNextPopThrough = true
          history.go(delta ?? 0)
        }
        if (mayHold && heldBack(update.location, proceed)) {
          undoingPop = true
          history.go(-delta)
          return
        }
        shown = update.location
        listener(update)
        for (const watcher of watchers) watcher(update.location)
      })
    },
    block(next) {
      blocker = next
      return () => {
        if (blocker === next) blocker = null
      }
    },
    watch(watcher) {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
  }
}
