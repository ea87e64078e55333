import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { AddMovePage } from './AddMovePage'
import { SignedInMember } from '@tests/support/SignedInMember'

/** Live against the mock backend: uploads and the save reach it, then the story shows where it went. */
const meta = {
  title: 'Moves/AddMovePage',
  component: AddMovePage,
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/user/move/add']}>
          <SignedInMember>
            <Routes>
              <Route path="/user/move/add" element={<Story />} />
              <Route path="*" element={<p>Saved: the app would now open the move.</p>} />
            </Routes>
          </SignedInMember>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof AddMovePage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
