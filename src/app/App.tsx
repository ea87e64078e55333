import { Provider } from 'jotai'
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { blockable } from '@/lib/navigation/blockableHistory'
import { AppRoutes, preloadRoute } from './routes/AppRoutes'

// The declarative router with a history that pages can block (UnsavedChangesGuard): half the bytes of the data router.
const history = blockable(createBrowserHistory({ v5Compat: true }))

/** The first page's code and its layout's, fetched before the first render so the page draws in one go (the splash shows meanwhile). */
export const preloadFirstPage = () => preloadRoute(history.location.pathname)

export function App() {
  return (
    <Provider store={appStore}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Provider>
  )
}
