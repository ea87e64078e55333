import type { SpacesEngine } from '@/offline/spaces/spacesEngineTypes'

/** The app's own engine. (Wired to src/offline/spaces/spacesEngine.ts when it lands.) */
export function defaultSpacesEngine(): SpacesEngine {
  throw new Error('The spaces engine is not wired yet.')
}
