import type { Meta, StoryObj } from '@storybook/react-vite'
import { LayoutStoryFrame } from './LayoutStoryFrame'
import { MemberLayout } from './MemberLayout'

const meta = {
  title: 'App/Layouts/MemberLayout',
  component: MemberLayout,
  parameters: { layout: 'fullscreen' },
  render: () => <LayoutStoryFrame layout={<MemberLayout />} path="/user/dashboard" />,
} satisfies Meta<typeof MemberLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A phone-sized viewport: the sidebar starts closed and overlays the page when opened. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
