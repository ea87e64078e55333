import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { memoryHistory } from '@tests/support/renderWithRouter'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { resetAdminEngine } from '../engine/AdminEngine'
import { AdminScreen } from '../pages/AdminScreen'

export async function signInAsAdmin(): Promise<void> {
  const res = await login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' })
  dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
}

/** Test-only: the admin resource screens as the app routes them, in a router at `at`. */
export function renderAdmin(at: string) {
  resetAdminEngine()
  const history = memoryHistory(at)
  const user = userEvent.setup()
  const view = render(
    <Provider store={appStore}>
      <HistoryRouter history={history}>
        <AdminScreenRoutes />
      </HistoryRouter>
    </Provider>,
  )
  return { ...view, history, user }
}

/** Test and story only: the two patterns the route table gives the admin engine. */
export function AdminScreenRoutes() {
  return (
    <Routes>
      <Route path="/admin/:screen" element={<AdminScreen />} />
      <Route path="/admin/:screen/:id" element={<AdminScreen />} />
    </Routes>
  )
}
