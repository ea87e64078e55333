import { useEffect, useState, type ReactNode } from 'react'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { handlers } from '@mocks/allHandlers'
import { errorMessage } from '@/api/apiError'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { AdminScreen } from './AdminScreen'

/*
 * The generic admin pages, driven by the moves and users definitions, live against the mock
 * backend. Loading, empty and error come from the mock answering differently (msw per story).
 */

function AsSeededAdmin({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'signing-in' | 'ready' | string>('signing-in')
  useEffect(() => {
    let current = true
    login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' }).then(
      (res) => {
        dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
        if (current) setState('ready')
      },
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
  // A fresh router (and so a fresh ra-core cache, through AdminScreen's key) per story.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/admin/:screen', element: <AdminScreen /> },
        { path: '/admin/:screen/:id', element: <AdminScreen /> },
      ],
      { initialEntries: [at] },
    ),
  )
  return <RouterProvider router={router} />
}

function at(path: string): { decorators: Decorator[] } {
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

const meta = {
  title: 'Admin/Resource pages',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

const listCall = '*/v4/api/records/:table'
const oneCall = '*/v4/api/records/:table/:id'
const failing = () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 })
const emptyPage = () => HttpResponse.json({ error: false, list: [], page: 1, limit: 20, total: 0, num_pages: 0 })

export const ListReady: Story = { ...at('/admin/moves') }
export const ListSortedAndFiltered: Story = { ...at(`/admin/moves?sort=title&order=ASC&page=1&perPage=20&filter=${encodeURIComponent('{"difficulty":"advanced"}')}`) }
export const ListLoading: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, () => delay('infinite')), ...handlers] } }
export const ListEmpty: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, emptyPage), ...handlers] } }
export const ListError: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, failing), ...handlers] } }

export const EditReady: Story = { ...at('/admin/edit-moves/3') }
export const EditLoading: Story = { ...at('/admin/edit-moves/3'), parameters: { msw: [http.get(oneCall, () => delay('infinite')), ...handlers] } }
export const EditError: Story = { ...at('/admin/edit-moves/3'), parameters: { msw: [http.get(oneCall, failing), ...handlers] } }
export const EditNotFound: Story = { ...at('/admin/edit-user/99999') }
/** Save with the email of another account: the server's message lands under Email. */
export const EditUser: Story = { ...at('/admin/edit-user/3') }
export const CreateUser: Story = { ...at('/admin/add-user') }
