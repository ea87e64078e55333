import { createContext, useContext, type ReactNode } from 'react'
import type { SpacesEngine } from '@/offline/spaces/spacesEngineTypes'
import { spacesEngine } from '@/offline/spaces/spacesEngine'

const SpacesEngineContext = createContext<SpacesEngine | null>(null)

/** Gives the spaces pages an engine: stories and tests pass a fixture; the app uses the real one. */
export function SpacesEngineProvider({ engine, children }: { engine: SpacesEngine; children: ReactNode }) {
  return <SpacesEngineContext.Provider value={engine}>{children}</SpacesEngineContext.Provider>
}

/** The engine the page talks to: the provided one, else the app's own (made on first use). */
export function useSpacesEngine(): SpacesEngine {
  return useContext(SpacesEngineContext) ?? spacesEngine()
}
