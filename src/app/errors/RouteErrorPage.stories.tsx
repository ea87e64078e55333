import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { RouteErrorPage } from './RouteErrorPage'

const meta = {
  title: 'App/Errors/RouteErrorPage',
  component: RouteErrorPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RouteErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const ThrownError: Story = {
  args: { error: new Error('Request failed (500).') },
}

export const PageCodeFailedToLoad: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/Library-3f2a.js') },
}
