import type { createStore } from 'jotai'
import { authAtom, type AuthAction } from '@/lib/auth/authState'
import { STORAGE_KEYS } from '@/lib/auth/storageKeys'

/**
 * Stories only: applies auth actions to a story's own store without leaving them in
 * localStorage (the auth atom persists every change, and other stories read storage on load).
 */
export function seedAuth(store: ReturnType<typeof createStore>, ...actions: AuthAction[]): void {
  const keys = Object.values(STORAGE_KEYS)
  const saved = keys.map((key) => [key, localStorage.getItem(key)] as const)
  for (const action of actions) store.set(authAtom, action)
  for (const [key, value] of saved) {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  }
}
