import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { appStore } from '@/lib/auth/authState'
import { DevPanel } from './DevPanel'

/**
 * Answered by the mock handlers Storybook's msw loader installs. Uses the app's store because
 * "Expire session" goes through the API client, which reads and raises state there.
 */
const meta = {
  title: 'App/DevPanel',
  component: DevPanel,
  parameters: { layout: 'fullscreen' },
  args: { reload: () => {} },
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <div style={{ minHeight: 640 }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
} satisfies Meta<typeof DevPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Closed, as the app starts: only the corner toggle shows. */
export const Closed: Story = {}
