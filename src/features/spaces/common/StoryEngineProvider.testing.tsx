import { useState, type ReactNode } from 'react'
import type { SpacesEngine } from '@/offline/spaces/spacesEngineTypes'
import { SpacesEngineProvider } from './SpacesEngineContext'

/**
 * A story's engine, made once for as long as the story is shown: a decorator runs again on every
 * render, and an engine made there would forget a mute or a sent message at once.
 */
export function StoryEngineProvider({ make, children }: { make: () => SpacesEngine; children: ReactNode }) {
  const [engine] = useState(make)
  return <SpacesEngineProvider engine={engine}>{children}</SpacesEngineProvider>
}
