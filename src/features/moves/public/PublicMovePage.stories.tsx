import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { catalogueMove, publishedMovesHandler } from '../detail/moveFixtures.testing'
import { PublicMovePage } from './PublicMovePage'

const { is_favourite: _f, is_mine: _m, ...published } = catalogueMove

/** What a visitor opening a shared link sees; a fresh store, so nobody is signed in. */
const meta = {
  title: 'Moves/PublicMovePage',
  component: PublicMovePage,
  parameters: { layout: 'fullscreen', initialPath: `/move?id=${catalogueMove.id}` },
  beforeEach: ({ msw }) => {
    msw.use(publishedMovesHandler([published]))
  },
  render: (_args, { parameters }) => (
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[String(parameters.initialPath)]}>
        <Routes>
          <Route path="/move" element={<PublicMovePage />} />
          <Route path="*" element={<p style={{ padding: 24 }}>Left the move page.</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  ),
} satisfies Meta<typeof PublicMovePage>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {}

export const NotFound: Story = {
  parameters: { initialPath: '/move?id=999' },
}
