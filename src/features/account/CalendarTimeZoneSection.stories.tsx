import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider, createStore } from 'jotai'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { CalendarTimeZoneSection } from './CalendarTimeZoneSection'

/** A store of the story's own, so a choice made in one story does not leak into the next. */
function withZone(zone: string | null) {
  const store = createStore()
  store.set(calendarTimeZoneAtom, zone)
  return store
}

/** Settings' calendar time zone: following the device, or a zone the member chose. */
const meta = {
  title: 'Account/CalendarTimeZoneSection',
  component: CalendarTimeZoneSection,
  decorators: [
    (Story, { parameters }) => (
      <Provider store={withZone((parameters.zone as string | null | undefined) ?? null)}>
        <div style={{ maxWidth: 640, padding: 16 }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
} satisfies Meta<typeof CalendarTimeZoneSection>

export default meta
type Story = StoryObj<typeof meta>

/** The default: the device's zone. */
export const FollowingDevice: Story = {}

/** A member who keeps their calendar in New York wherever they are. */
export const Chosen: Story = { parameters: { zone: 'America/New_York' } }
