import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, userEvent, within } from 'storybook/test'
import { MagicLinkPage } from './MagicLinkPage'

// The request reaches Storybook's mock backend, which answers the same for any email.
const meta = {
  title: 'Auth/MagicLinkPage',
  component: MagicLinkPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/magic-login']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof MagicLinkPage>

export default meta
type Story = StoryObj<typeof meta>

export const Request: Story = {}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'member@movetime.app')
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a link' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  },
}
