import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField'
import { CAPTCHA_REQUIRED } from './confirmCaptcha'

/** Holds the token as a form would, so the stand-in box can be ticked in the story. */
function CaptchaInForm(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ maxWidth: 400, padding: 16 }}>
      <CaptchaField
        {...props}
        value={value}
        onChange={(token) => {
          setValue(token)
          props.onChange(token)
        }}
      />
    </div>
  )
}

// Storybook runs in mock mode: the stand-in widget, answered by the mock backend.
const meta = {
  title: 'Shared/CaptchaField',
  component: CaptchaField,
  render: (args) => <CaptchaInForm {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof CaptchaField>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}

export const Checked: Story = {
  args: { value: 'mock-captcha-story' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked()
    await expect(canvas.getByText('Confirmed. Thank you.')).toBeVisible()
  },
}

export const WithError: Story = {
  args: { error: CAPTCHA_REQUIRED },
}

export const TickedByHand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }))
    await expect(await canvas.findByText('Confirmed. Thank you.')).toBeVisible()
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^mock-captcha-/))
  },
}
