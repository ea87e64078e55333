import type { Meta, StoryObj } from '@storybook/react-vite'
import { LayoutStoryFrame } from './LayoutStoryFrame'
import { PublicAreaLayout } from './PublicAreaLayout'
import { seedAuth } from './storyAuth'

const meta = {
  title: 'App/Layouts/PublicAreaLayout',
  component: PublicAreaLayout,
  parameters: { layout: 'fullscreen' },
  render: () => <LayoutStoryFrame layout={<PublicAreaLayout />} path="/public/profile" />,
} satisfies Meta<typeof PublicAreaLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SignedIn: Story = {
  render: () => (
    <LayoutStoryFrame
      layout={<PublicAreaLayout />}
      path="/public/profile"
      prepare={(store) => seedAuth(store, { type: 'LOGIN', user: 7, token: 'story-token', role: 'public' })}
    />
  ),
}
