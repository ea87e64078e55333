import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { handlers } from '@mocks/allHandlers'
import { appStore } from '@/lib/auth/authState'
import { DashboardPage } from './DashboardPage'
import { SignedInMember } from '@tests/support/SignedInMember'

const paths = {
  userInfo: '*/v3/api/custom/movetime/get-userinfo',
  stats: '*/v3/api/custom/movetime/get-stats/:id',
  history: '*/v3/api/movetime/moves/get-move-history',
}

const failing = (path: string) => http.get(path, () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 }))

/** The seeded member's dashboard, live against the mock backend unless a story overrides a call. */
const meta = {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/user/dashboard']}>
          <SignedInMember>
            <Story />
          </SignedInMember>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {}

export const EmptyHistory: Story = {
  parameters: { msw: [http.get(paths.history, () => HttpResponse.json({ error: false, list: [] })), ...handlers] },
}

export const Loading: Story = {
  parameters: { msw: [...Object.values(paths).map((path) => http.get(path, () => delay('infinite'))), ...handlers] },
}

/** Every call fails: each section shows its own error and a Try again. */
export const LoadFailed: Story = {
  name: 'Error',
  parameters: { msw: [...Object.values(paths).map(failing), ...handlers] },
}

/** Only the stats fail; the rest of the page still works. */
export const OneSectionFails: Story = {
  parameters: { msw: [failing(paths.stats), ...handlers] },
}

/** A phone-sized viewport (360 px). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #94a3b8' }}>
        <Story />
      </div>
    ),
  ],
}

/** A 390 px phone in the member layout's width: tiles two a row, the featured move as a photo card. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
