import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/Button'
import { Dialog, type DialogProps } from './Dialog'

function InteractiveDialog(args: DialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...args} open={open} onClose={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>Done</Button>} />
    </>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Remove this move from favourites?',
    description: 'You can add it back at any time from the library.',
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button variant="danger">Remove</Button>
      </>
    ),
  },
}

/** Escape and the backdrop close it; the button reopens it and focus returns to the button. */
export const Interactive: Story = {
  render: (args) => <InteractiveDialog {...args} />,
}

export const NotDismissible: Story = {
  args: {
    title: 'Saving your workout',
    description: 'Please wait, this only takes a moment.',
    dismissible: false,
  },
}
