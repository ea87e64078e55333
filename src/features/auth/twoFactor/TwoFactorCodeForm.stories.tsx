import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '@/api/apiError'
import { messages } from '../validation'
import { TwoFactorCodeForm } from './TwoFactorCodeForm'

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.'

// The sign-in's code step on its own: the calls are stand-ins, so every state shows without a server.
const meta = {
  title: 'Auth/TwoFactorCodeForm',
  component: TwoFactorCodeForm,
  args: {
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TwoFactorCodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Authentication code')).toHaveFocus()
  },
}

export const Submitting: Story = {
  args: { busy: true },
}

export const WrongCode: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(400, WRONG_CODE, { token: WRONG_CODE })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(await canvas.findByText(WRONG_CODE)).toBeVisible()
    await expect(canvas.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const CodeMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(canvas.getByText(messages.twoFactorCodeRequired, { selector: '.mt-field__error' })).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const LostDeviceOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Lost your device?'))
    await expect(canvas.getByRole('link', { name: 'contact page' })).toBeVisible()
  },
}
