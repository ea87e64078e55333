import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { HttpResponse, delay, http } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router'
import { handlers } from '@mocks/allHandlers'
import { appStore } from '@/lib/auth/authState'
import { EditMovePage } from './EditMovePage'
import { SignedInMember } from '@tests/support/SignedInMember'

const moveDetailPath = '*/v3/api/custom/movetime/move-detail'

/** The seeded member edits against the mock: move 8 is theirs, 131 another member's. */
function atMove(id: number | string): { decorators: Decorator[] } {
  return {
    decorators: [
      (Story) => (
        <Provider store={appStore}>
          <MemoryRouter initialEntries={[`/user/move/edit/${id}`]}>
            <SignedInMember>
              <Routes>
                <Route path="/user/move/edit/:id" element={<Story />} />
                <Route path="*" element={<p>Saved: the app would now open the move.</p>} />
              </Routes>
            </SignedInMember>
          </MemoryRouter>
        </Provider>
      ),
    ],
  }
}

const meta = {
  title: 'Moves/EditMovePage',
  component: EditMovePage,
} satisfies Meta<typeof EditMovePage>

export default meta
type Story = StoryObj<typeof meta>

export const OwnMove: Story = { ...atMove(8) }

export const NotYours: Story = { ...atMove(131) }

export const NotFound: Story = { ...atMove(99999) }

export const Loading: Story = {
  ...atMove(8),
  parameters: { msw: [http.get(moveDetailPath, () => delay('infinite')), ...handlers] },
}

export const LoadFailed: Story = {
  ...atMove(8),
  parameters: {
    msw: [http.get(moveDetailPath, () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 })), ...handlers],
  },
}
