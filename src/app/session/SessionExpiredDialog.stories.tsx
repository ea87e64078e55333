import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStore, Provider } from 'jotai'
import { useState } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { seedAuth } from '../layouts/storyAuth'
import { SessionExpiredDialog } from './SessionExpiredDialog'

/** A signed-in member whose token just expired; after 4 s the story lands on the login route. */
function ExpiredSession() {
  const [store] = useState(() => {
    const fresh = createStore()
    seedAuth(fresh, { type: 'LOGIN', user: 1, token: 'story-token', role: 'user' }, { type: 'SESSION_EXPIRED' })
    return fresh
  })
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/user/library']}>
        <Routes>
          <Route path="/user/login" element={<p style={{ padding: 24 }}>Login page (redirected here with redirect_uri).</p>} />
          <Route path="*" element={<p style={{ padding: 24 }}>The member&apos;s library, now inert behind the dialog.</p>} />
        </Routes>
        <SessionExpiredDialog />
      </MemoryRouter>
    </Provider>
  )
}

const meta = {
  title: 'App/SessionExpiredDialog',
  component: SessionExpiredDialog,
  parameters: { layout: 'fullscreen' },
  render: () => <ExpiredSession />,
} satisfies Meta<typeof SessionExpiredDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
