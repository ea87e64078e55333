import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { appStore } from '@/lib/auth/authState'

/**
 * Stories only: a page inside a router and the app's store (the hearts read the app-wide
 * favourites there). Links to other pages land on a note instead of a blank canvas.
 */
export function MoveStoryFrame({ path, at = path, children }: { path: string; at?: string; children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <div style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<p>Another page of the app would open here.</p>} />
          </Routes>
        </div>
      </MemoryRouter>
    </Provider>
  )
}
