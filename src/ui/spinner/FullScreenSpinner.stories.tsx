import type { Meta, StoryObj } from '@storybook/react-vite'
import { FullScreenSpinner } from './FullScreenSpinner'

const meta = {
  title: 'UI/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CheckingSession: Story = { args: { label: 'Checking your session…' } }
