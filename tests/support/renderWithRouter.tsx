import { StrictMode, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { appStore } from '@/lib/auth/authState'

/** Test-only: where the page sent the member, rendered by every path the test did not mount. */
function LandedOn() {
  const location = useLocation()
  return <p data-testid="landed-on">{`${location.pathname}${location.search}${location.hash}`}</p>
}

/** Test-only: mounts `element` at `path` inside a memory router and the app's jotai store. */
export function renderWithRouter(element: ReactNode, { path, at, strict = false }: { path: string; at: string; strict?: boolean }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LandedOn /> },
    ],
    { initialEntries: [at] },
  )
  const user = userEvent.setup()
  const tree = (
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  )
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...view, router, user }
}
