import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { MoveDetailPage } from './MoveDetailPage'
import { catalogueMove, historyRecorder, moveDetailHandlers, moveDetailPending, ownMove } from './moveFixtures.testing'

/**
 * The page on fixed moves (handlers placed in front of the mock backend), so each state shows
 * whatever the seeded data holds. The app's store, because the heart's state lives there.
 */
const meta = {
  title: 'Moves/MoveDetailPage',
  component: MoveDetailPage,
  parameters: { layout: 'fullscreen', initialPath: `/user/view-moves/${catalogueMove.id}` },
  beforeEach: ({ msw }) => {
    msw.use(...moveDetailHandlers([catalogueMove, ownMove]), historyRecorder().handler)
  },
  render: (_args, { parameters }) => (
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[String(parameters.initialPath)]}>
        <div style={{ padding: 16 }}>
          <Routes>
            <Route path="/user/view-moves/:id" element={<MoveDetailPage />} />
            <Route path="*" element={<p>Left the move page.</p>} />
          </Routes>
        </div>
      </MemoryRouter>
    </Provider>
  ),
} satisfies Meta<typeof MoveDetailPage>

export default meta
type Story = StoryObj<typeof meta>

/** MoveTime's own move: favourite and share, no edit or delete. */
export const CatalogueMove: Story = {}

/** The member's own private move: edit and delete (with a confirmation), no share. */
export const OwnMove: Story = {
  parameters: { initialPath: `/user/view-moves/${ownMove.id}` },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(moveDetailPending())
  },
}

export const NotFound: Story = {
  parameters: { initialPath: '/user/view-moves/999' },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
