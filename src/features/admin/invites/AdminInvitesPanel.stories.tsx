import { useEffect, useState, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { AdminInvitesPanel } from './AdminInvitesPanel'

/** Signs in as the seeded admin against the mock backend before showing the panel. */
function AsSeededAdmin({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<{ state: 'signing-in' | 'ready' } | { state: 'failed'; message: string }>({
    state: 'signing-in',
  })
  useEffect(() => {
    let current = true
    login({ email: 'admin@movetime.app', password: 'Admin123!', role: 'admin' }).then(
      (res) => {
        dispatchAuth({ type: 'LOGIN', user: res.user_id, token: res.token, role: res.role })
        if (current) setStatus({ state: 'ready' })
      },
      (error: unknown) => {
        if (current) setStatus({ state: 'failed', message: errorMessage(error) })
      },
    )
    return () => {
      current = false
    }
  }, [])
  if (status.state === 'signing-in') return <p role="status">Signing in as the demo admin…</p>
  if (status.state === 'failed') return <p role="alert">{status.message}</p>
  return <>{children}</>
}

const meta = {
  title: 'Admin/AdminInvitesPanel',
  component: AdminInvitesPanel,
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <div style={{ padding: 24, maxWidth: 960 }}>
          <AsSeededAdmin>
            <Story />
          </AsSeededAdmin>
        </div>
      </Provider>
    ),
  ],
} satisfies Meta<typeof AdminInvitesPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Live against the mock backend: lists the seeded codes and creates real ones. */
export const SignedInAsAdmin: Story = {}
