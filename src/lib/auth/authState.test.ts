import { describe, expect, it } from 'vitest'
import { authReducer, currentAuth, dispatchAuth, readStoredAuth, reloadAuthFromStorage, signedOut } from './authState'

describe('auth transitions (docs/product.md §4)', () => {
  it('LOGIN stores user, token and role and sets authenticated', () => {
    expect(authReducer(signedOut, { type: 'LOGIN', user: 3, token: 't', role: 'admin' })).toEqual({
      isAuthenticated: true,
      user: 3,
      token: 't',
      role: 'admin',
      sessionExpired: false,
    })
  })

  it('LOGOUT clears user and token, keeps the role for the redirect, and clears expiry', () => {
    const expired = { isAuthenticated: true, user: 3, token: 't', role: 'user' as const, sessionExpired: true }
    expect(authReducer(expired, { type: 'LOGOUT' })).toEqual({ ...signedOut, role: 'user' })
  })

  it('SESSION_EXPIRED only sets the flag', () => {
    const state = authReducer(signedOut, { type: 'LOGIN', user: 3, token: 't', role: 'user' })
    expect(authReducer(state, { type: 'SESSION_EXPIRED' })).toEqual({ ...state, sessionExpired: true })
  })
})

describe('auth persistence', () => {
  it('persists under the keys user, token and role', () => {
    dispatchAuth({ type: 'LOGIN', user: 12, token: 'tok', role: 'user' })
    expect(localStorage.getItem('user')).toBe('12')
    expect(localStorage.getItem('token')).toBe('tok')
    expect(localStorage.getItem('role')).toBe('user')
    dispatchAuth({ type: 'LOGOUT' })
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('reads a stored session synchronously on start', () => {
    localStorage.setItem('user', '5')
    localStorage.setItem('token', 'stored')
    localStorage.setItem('role', 'admin')
    reloadAuthFromStorage()
    expect(currentAuth()).toMatchObject({ isAuthenticated: true, user: 5, token: 'stored', role: 'admin' })
  })

  it('ignores a malformed store', () => {
    localStorage.setItem('user', 'not-a-number')
    localStorage.setItem('token', 'stored')
    localStorage.setItem('role', 'superuser')
    expect(readStoredAuth()).toEqual(signedOut)
  })
})
