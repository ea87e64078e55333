import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, userEvent, within } from 'storybook/test'
import { RegisterPage } from './RegisterPage'
import { messages } from './validation'

// Rendering needs no network; a submit reaches the Storybook mock backend.
const meta = {
  title: 'Auth/RegisterPage',
  component: RegisterPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/user/register']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FieldValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getByText(messages.firstNameRequired)).toBeVisible()
    await expect(canvas.getByText(messages.termsRequired)).toBeVisible()
  },
}
