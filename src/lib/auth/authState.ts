import { atom, createStore } from 'jotai'
import { isRole, type Role } from './role'
import { STORAGE_KEYS } from './storageKeys'

export interface AuthState {
  isAuthenticated: boolean
  /** Numeric user id. */
  user: number | null
  token: string | null
  role: Role | null
  sessionExpired: boolean
}


export type AuthAction =
  | { type: 'LOGIN'; user: number; token: string; role: Role }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_EXPIRED' }

export const signedOut: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  role: null,
  sessionExpired: false,
}

/** docs/product.md §4 transitions, pure so they can be tested without storage. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN':
      return { isAuthenticated: true, user: action.user, token: action.token, role: action.role, sessionExpired: false }
    case 'LOGOUT':
      // The role is kept so redirects can still go to /{role}/login after sign-out.
      return { ...signedOut, role: state.role }
    case 'SESSION_EXPIRED':
      return { ...state, sessionExpired: true }
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Read synchronously at start so a signed-in member never sees a flash of signed-out UI. */
export function readStoredAuth(): AuthState {
  const store = storage()
  const token = store?.getItem(STORAGE_KEYS.token) ?? null
  const storedRole = store?.getItem(STORAGE_KEYS.role) ?? null
  const user = Number(store?.getItem(STORAGE_KEYS.user))
  const role = isRole(storedRole) ? storedRole : null
  if (!token || !Number.isFinite(user) || user <= 0) return { ...signedOut, role }
  return { isAuthenticated: true, user, token, role, sessionExpired: false }
}

function persist(state: AuthState) {
  const store = storage()
  if (!store) return
  const write = (key: string, value: string | number | null) =>
    value === null ? store.removeItem(key) : store.setItem(key, String(value))
  write(STORAGE_KEYS.user, state.user)
  write(STORAGE_KEYS.token, state.token)
  write(STORAGE_KEYS.role, state.role)
}

const authBaseAtom = atom<AuthState>(readStoredAuth())

/** Read the auth state; write an AuthAction to transition it (and persist it). */
export const authAtom = atom(
  (get) => get(authBaseAtom),
  (get, set, action: AuthAction) => {
    const next = authReducer(get(authBaseAtom), action)
    set(authBaseAtom, next)
    persist(next)
  },
)

/**
 * One store for the whole app, so code outside React (the API client's interceptors)
 * reads the same token and raises the same session-expired state the UI shows.
 */
export const appStore = createStore()

export function currentAuth(): AuthState {
  return appStore.get(authAtom)
}

export function dispatchAuth(action: AuthAction): void {
  appStore.set(authAtom, action)
}

/** Re-read storage into the store; tests and the dev panel use it after changing storage. */
export function reloadAuthFromStorage(): void {
  appStore.set(authBaseAtom, readStoredAuth())
}
