import type { Meta, StoryObj } from '@storybook/react-vite'
import { LayoutStoryFrame } from './LayoutStoryFrame'
import { AdminLayout } from './AdminLayout'

const meta = {
  title: 'App/Layouts/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  render: () => <LayoutStoryFrame layout={<AdminLayout />} path="/admin/dashboard" />,
} satisfies Meta<typeof AdminLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
