import type { Meta, StoryObj } from '@storybook/react-vite'
import { LayoutStoryFrame } from './LayoutStoryFrame'
import { VisitorLayout } from './VisitorLayout'

const meta = {
  title: 'App/Layouts/VisitorLayout',
  component: VisitorLayout,
  parameters: { layout: 'fullscreen' },
  render: () => <LayoutStoryFrame layout={<VisitorLayout />} path="/" />,
} satisfies Meta<typeof VisitorLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
