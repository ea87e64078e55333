import type { Meta, StoryObj } from '@storybook/react-vite'
import { SnackbarView } from './SnackbarView'

const meta = {
  title: 'UI/SnackbarView',
  component: SnackbarView,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: () => {} },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SnackbarView>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = { args: { message: 'Profile saved.', status: 'success' } }

export const ErrorStatus: Story = { name: 'Error', args: { message: 'Could not save your profile. Please try again.', status: 'error' } }

export const Warning: Story = { args: { message: 'You are offline. Changes will sync when you reconnect.', status: 'warning' } }

export const Info: Story = { args: { message: 'A new version of MoveTime is available.', status: 'info' } }

/** Idle: nothing visible, but both live regions are in the DOM. */
export const Empty: Story = { args: { message: '', status: 'success' } }
