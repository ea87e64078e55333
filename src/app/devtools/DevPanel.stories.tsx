import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
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

const openPanel = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: 'Developer panel' }))
  return within(canvas.getByRole('region', { name: 'Developer panel' }))
}

/** Open: the switches, the mock clock, the mailbox (calendar files as downloads) and the mock Google Calendar. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await expect(panel.getByRole('heading', { name: 'Mock clock' })).toBeVisible()
    await expect(await panel.findByText(/Real time|ahead of real time/)).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Calendar' })).toBeVisible()
  },
}

/** A typed move that is not a number of hours: the message sits under the field and the clock stays. */
export const ClockHoursRefused: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await userEvent.type(panel.getByRole('textbox', { name: 'Move forward by N hours' }), 'tomorrow')
    await userEvent.click(panel.getByRole('button', { name: 'Move forward' }))
    await expect(await panel.findByText('Enter a number of hours greater than 0, e.g. 25 or 0.5.')).toBeVisible()
  },
}
