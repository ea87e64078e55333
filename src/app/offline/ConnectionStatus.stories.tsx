import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { syncStatusAtom } from '@/offline/session/offlineSession'
import type { SyncStatus } from '@/offline/sync/syncTypes'
import { ConnectionStatus } from './ConnectionStatus'

const SYNCED_AT = Date.parse('2026-11-22T08:45:00Z')

const withStatus = (status: SyncStatus) => () => {
  appStore.set(syncStatusAtom, status)
}

const meta = {
  title: 'App/Offline/ConnectionStatus',
  component: ConnectionStatus,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/user/library']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ConnectionStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Synced: Story = { beforeEach: withStatus({ state: 'idle', pending: 0, lastSyncedAt: SYNCED_AT }) }

/** Offline in the gym: two favourites toggled, waiting to be sent. */
export const OfflineWithChangesWaiting: Story = { beforeEach: withStatus({ state: 'offline', pending: 2, lastSyncedAt: SYNCED_AT }) }

/** The server stopped accepting the session while changes were waiting: nothing is dropped. */
export const SignInAgain: Story = { beforeEach: withStatus({ state: 'auth-required', pending: 1, lastSyncedAt: SYNCED_AT }) }
