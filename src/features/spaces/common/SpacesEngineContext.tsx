import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { SpacesEngine } from '@/offline/spaces/spacesEngineTypes'

const SpacesEngineContext = createContext<SpacesEngine | null>(null)

/** Gives the spaces pages an engine: stories and tests pass a fixture; the app loads the real one. */
export function SpacesEngineProvider({ engine, children }: { engine: SpacesEngine; children: ReactNode }) {
  return <SpacesEngineContext.Provider value={engine}>{children}</SpacesEngineContext.Provider>
}

/*
 * The real engine (its polling, device store and outbox, about 10 KB gzip) loads as the page draws
 * rather than with it, so a spaces page's first load stays within the member budget; the page shows
 * its loading state for that moment. Its chunk is precached like the pages', so it loads offline.
 */
let memberEngine: (() => SpacesEngine) | null = null
let loading: Promise<void> | null = null
const waiting = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  waiting.add(listener)
  loading ??= import('@/offline/spaces/spacesEngine').then((module) => {
    memberEngine = module.spacesEngine
    for (const notify of [...waiting]) notify()
  })
  return () => waiting.delete(listener)
}

/**
 * The engine the page talks to: the provided one, else the signed-in member's own (null until its
 * code has loaded). `spacesEngine()` gives the same engine for the same member on every call.
 */
export function useSpacesEngine(): SpacesEngine | null {
  const provided = useContext(SpacesEngineContext)
  const make = useSyncExternalStore(provided ? noSubscription : subscribe, () => memberEngine, () => null)
  return provided ?? make?.() ?? null
}

const noSubscription = () => () => undefined
