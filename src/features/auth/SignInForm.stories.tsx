import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SignInForm } from './SignInForm'
import { messages } from './validation'

// The presentational form: no network, so every state shows without the mock backend.
const meta = {
  title: 'Auth/SignInForm',
  component: SignInForm,
  args: {
    role: 'user',
    onSubmit: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Submitting: Story = {
  args: { busy: true },
}

export const WithError: Story = {
  args: { error: 'Incorrect email or password.' },
}

export const FieldValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'member@')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByText(messages.emailInvalid)).toBeVisible()
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** After a failed attempt the page adds the robot check. */
export const WithRobotCheck: Story = {
  args: { captcha: true, error: 'Incorrect email or password.', initialEmail: 'member@movetime.app' },
}

export const Admin: Story = {
  args: { role: 'admin' },
}

export const PublicArea: Story = {
  args: { role: 'public' },
}
