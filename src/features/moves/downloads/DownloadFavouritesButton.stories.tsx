import type { Meta, StoryObj } from '@storybook/react-vite'
import { installBrowserFakes, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { downloadRecord, setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { moveDetailHandlers } from '../detail/moveFixtures.testing'
import { DownloadFavouritesButton } from './DownloadFavouritesButton'
import { downloadFiles, squat, wallSit } from './downloadTestMoves.testing'

const favourites = [
  { id: squat.id, title: squat.title },
  { id: wallSit.id, title: wallSit.title },
]

/** Videos come from an in-memory fake (slowed down); move details from the mock backend. */
const meta = {
  title: 'Moves/Downloads/DownloadFavouritesButton',
  component: DownloadFavouritesButton,
  args: { moves: favourites },
  parameters: { layout: 'padded', msw: moveDetailHandlers([squat, wallSit]) },
  beforeEach: () => {
    installBrowserFakes(downloadFiles, { chunkDelayMs: 40 })
    setDownloadsState()
    return () => {
      restoreBrowserFakes()
      setDownloadsState()
    }
  },
} satisfies Meta<typeof DownloadFavouritesButton>

export default meta
type Story = StoryObj<typeof meta>

/** Press it: one bar for both moves, then a summary. */
export const Ready: Story = {}

export const Downloading: Story = {
  beforeEach: () =>
    setDownloadsState({ downloads: [], batchJob: { status: 'downloading', done: 1, total: 2, fraction: 0.7, currentTitle: wallSit.title } }),
}

export const Finished: Story = {
  beforeEach: () =>
    setDownloadsState({
      downloads: [downloadRecord(squat)],
      batchJob: { status: 'finished', result: { downloaded: [squat.id], skipped: [], failed: [{ id: wallSit.id, title: wallSit.title, message: 'error 404' }] } },
    }),
}

export const AllDownloaded: Story = {
  beforeEach: () => setDownloadsState({ downloads: [downloadRecord(squat), downloadRecord(wallSit)] }),
}

export const Offline: Story = {
  beforeEach: () => setOnline(false),
}

export const NoFavourites: Story = {
  args: { moves: [] },
}
