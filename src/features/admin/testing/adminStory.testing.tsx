import { useEffect, useState, type ReactNode } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { MemoryRouter, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { memoryHistory } from '@tests/support/renderWithRouter'
import { errorMessage } from '@/api/apiError'
import { appStore } from '@/lib/auth/authState'
import { AdminEngine, createAdminQueryClient } from '../engine/AdminEngine'
import { AdminScreenRoutes, signInAsAdmin } from './renderAdmin.testing'

/** Stories only: the admin screen at `path`, signed in as the seeded admin, against the mock backend. */
export function atAdminPath(path: string): { decorators: Decorator[] } {
  return {
    decorators: [
      () => (
        <Provider store={appStore}>
          <div style={{ padding: 24 }}>
            <AsSeededAdmin>
              <Screen at={path} />
            </AsSeededAdmin>
          </div>
        </Provider>
      ),
    ],
  }
}

/** Stories only: draws its children once the seeded admin is signed in, saying so meanwhile. */
export function AsSeededAdmin({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'signing-in' | 'ready' | string>('signing-in')
  useEffect(() => {
    let current = true
    signInAsAdmin().then(
      () => current && setState('ready'),
      (error: unknown) => current && setState(errorMessage(error)),
    )
    return () => {
      current = false
    }
  }, [])
  if (state === 'signing-in') return <p role="status">Signing in as the demo admin…</p>
  if (state !== 'ready') return <p role="alert">{state}</p>
  return <>{children}</>
}

function Screen({ at }: { at: string }) {
  // A fresh history (and so a fresh ra-core cache, through AdminScreen's key) per story.
  const [history] = useState(() => memoryHistory(at))
  return (
    <HistoryRouter history={history}>
      <AdminScreenRoutes />
    </HistoryRouter>
  )
}

/** Stories only: a part of an admin screen (a preview, a field) inside the engine's context, with a fresh cache. */
export const inAdminEngine: Decorator = (Story) => (
  <MemoryRouter>
    <AdminEngine queryClient={createAdminQueryClient()}>{Story()}</AdminEngine>
  </MemoryRouter>
)
