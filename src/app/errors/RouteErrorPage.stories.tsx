import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { RouteErrorPage } from './RouteErrorPage'

/** A one-route router whose loader throws `error`, so the page renders as the errorElement. */
function Failing({ error }: { error: unknown }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw error
        },
        element: null,
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
      },
    ]),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'App/Errors/RouteErrorPage',
  component: RouteErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const ThrownError: Story = {
  render: () => <Failing error={new Error('Request failed (500).')} />,
}

export const PageCodeFailedToLoad: Story = {
  render: () => <Failing error={new TypeError('Failed to fetch dynamically imported module: /assets/Library-3f2a.js')} />,
}
