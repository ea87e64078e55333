import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from '@/lib/auth/authState'
import { syncStatusAtom } from '@/offline/session/offlineSession'
import { ConnectionStatus } from './ConnectionStatus'

const renderStatus = () =>
  render(
    <MemoryRouter initialEntries={['/favorites?x=1']}>
      <ConnectionStatus />
    </MemoryRouter>,
  )

afterEach(() => {
  vi.restoreAllMocks()
  appStore.set(syncStatusAtom, { state: 'idle', pending: 0, lastSyncedAt: null })
})

describe('ConnectionStatus', () => {
  it('says "Offline" when the browser loses the network, and counts the changes waiting', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    appStore.set(syncStatusAtom, { state: 'idle', pending: 2, lastSyncedAt: null })
    renderStatus()
    expect(screen.queryByText('Offline')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('2 changes waiting')

    online.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByText('Offline')).toBeInTheDocument()
  })

  it('asks the member to sign in again, back to this page, when the server refused the session', () => {
    appStore.set(syncStatusAtom, { state: 'auth-required', pending: 1, lastSyncedAt: null })
    renderStatus()
    expect(screen.getByRole('link', { name: 'Sign in again to sync' })).toHaveAttribute('href', `/user/login?redirect_uri=${encodeURIComponent('/favorites?x=1')}`)
  })
})
