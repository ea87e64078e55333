import { StrictMode, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { blockable } from '@/lib/navigation/blockableHistory'

/** Test-only: where the page sent the member, rendered by every path the test did not mount. */
function LandedOn() {
  const location = useLocation()
  return <p data-testid="landed-on">{`${location.pathname}${location.search}${location.hash}`}</p>
}

/** Test-only: a blockable in-memory history at the last of `entries`, as the app's router uses in the browser. */
export function memoryHistory(...entries: string[]) {
  return blockable(createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }))
}

/**
 * Test-only: mounts `element` at `path` inside a memory router and the app's jotai store;
 * `cameFrom` is an earlier entry, for going back.
 */
export function renderWithRouter(element: ReactNode, { path, at, cameFrom, strict = false }: { path: string; at: string; cameFrom?: string; strict?: boolean }) {
  const history = cameFrom ? memoryHistory(cameFrom, at) : memoryHistory(at)
  const user = userEvent.setup()
  const tree = (
    <Provider store={appStore}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LandedOn />} />
        </Routes>
      </HistoryRouter>
    </Provider>
  )
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...view, history, user }
}
