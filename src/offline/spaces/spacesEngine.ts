import { appStore, authAtom, currentAuth } from '@/lib/auth/authState'
import { offlineDatabase, requestSync } from '../session/offlineSession'
import { createSpacesEngine, type DisposableSpacesEngine } from './createSpacesEngine'
import type { SpacesEngine } from './spacesEngineTypes'
import { apiSpacesServer } from './spacesServer'

/**
 * The signed-in member's spaces engine, made on first use. A different member signing in, or
 * signing out, disposes it (it stops polling and unsubscribes), so one member's live spaces never
 * reach another; the device copy is wiped with the rest by `offlineSession.ts`.
 */
let current: { userId: number; engine: DisposableSpacesEngine } | null = null
let unwatchAuth: (() => void) | null = null

function disposeCurrent(): void {
  current?.engine.dispose()
  current = null
}

export function spacesEngine(): SpacesEngine {
  const { isAuthenticated, user } = currentAuth()
  if (!isAuthenticated || user === null) {
    disposeCurrent()
    throw new Error('Sign in to see your spaces.')
  }
  if (current?.userId === user) return current.engine
  disposeCurrent()
  const engine = createSpacesEngine({
    userId: user,
    server: apiSpacesServer,
    db: () => offlineDatabase()?.catch(() => null) ?? Promise.resolve(null),
    requestSync: () => void requestSync(),
  })
  current = { userId: user, engine }
  unwatchAuth ??= appStore.sub(authAtom, () => {
    const auth = currentAuth()
    if (current && (!auth.isAuthenticated || auth.user !== current.userId)) disposeCurrent()
  })
  return engine
}
