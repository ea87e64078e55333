import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { appStore } from '@/lib/auth/authState'
import { downloadsAtom } from '@/offline/downloads/downloadsState'
import { catalogueMove } from './moveFixtures.testing'
import { MoveVideoArea } from './MoveVideoArea'

/** The move page's video area where no video can play: offline, and the video not on this device. */
const meta = {
  title: 'Moves/MoveVideoArea',
  component: MoveVideoArea,
  args: { move: { ...catalogueMove, libraryOnly: true, video_url: '', video_webm_url: '', captions_url: '' }, onWatched: fn() },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    appStore.set(downloadsAtom, { known: true, moves: new Map() })
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    return () => {
      Reflect.deleteProperty(navigator, 'onLine')
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine)
    }
  },
} satisfies Meta<typeof MoveVideoArea>

export default meta
type Story = StoryObj<typeof meta>

/** Offline, a move opened from the saved library alone: its photo and a plain message. */
export const OfflineNotOnDevice: Story = {}

/** The same on a 390 px phone. */
export const OfflinePhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
