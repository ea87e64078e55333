import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MovePlayer, VIDEO_ERROR_TEXT } from './MovePlayer'

// The clips shipped in public/media: four seconds each, WebM and MP4, some with captions.
const meta = {
  title: 'Moves/MovePlayer',
  component: MovePlayer,
  args: {
    move: {
      title: 'Rocket Jump',
      video_url: '/media/videos/rocket-jump.mp4',
      video_webm_url: '/media/videos/rocket-jump.webm',
      captions_url: '',
      poster_url: '/media/posters/rocket-jump.webp',
      duration_seconds: 6,
    },
    onWatched: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MovePlayer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Turn on "Captions"; with "Mirror" on too, the player draws the captions itself so they stay readable. */
export const WithCaptions: Story = {
  args: {
    move: {
      title: 'Push-Up',
      video_url: '/media/videos/pushups.mp4',
      video_webm_url: '/media/videos/pushups.webm',
      captions_url: '/media/captions/pushups.vtt',
      poster_url: '/media/posters/pushups.webp',
      duration_seconds: 4,
    },
  },
}

export const VideoError: Story = {
  args: {
    move: {
      title: 'Missing clip',
      video_url: '/media/videos/does-not-exist.mp4',
      video_webm_url: '',
      captions_url: '',
      poster_url: '/media/posters/plank.webp',
      duration_seconds: 4,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(VIDEO_ERROR_TEXT)
  },
}

/** A 390 px phone: a large play button over the poster, the controls in one compact row of icons. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}

/** The smallest phone (320 px): the same single row still fits. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
