import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { resetAdminEngine } from '../engine/AdminEngine'
import { AdminScreen } from '../pages/AdminScreen'

export async function signInAsAdmin(): Promise<void> {
  const res = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
  dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
}

/** Test-only: the admin resource screens as the app routes them, in a data router at `at`. */
export function renderAdmin(at: string) {
  resetAdminEngine()
  const router = createMemoryRouter(
    [
      { path: '/admin/:screen', element: <AdminScreen /> },
      { path: '/admin/:screen/:id', element: <AdminScreen /> },
    ],
    { initialEntries: [at] },
  )
  const user = userEvent.setup()
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { ...view, router, user }
}
