import type { Meta, StoryObj } from '@storybook/react-vite'
import { installBrowserFakes, removeCacheStorage, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { DOWNLOAD_MESSAGES } from '@/offline/downloads/downloadErrors'
import { downloadRecord, setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { DownloadMoveButton } from './DownloadMoveButton'
import { downloadFiles, squat } from './downloadTestMoves.testing'

/*
 * Each story fakes Cache Storage and a slow network in memory (nothing is stored in the browser
 * running Storybook), and sets the shared download state it shows.
 */
const meta = {
  title: 'Moves/Downloads/DownloadMoveButton',
  component: DownloadMoveButton,
  args: { move: squat },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    installBrowserFakes(downloadFiles, { chunkDelayMs: 60 })
    setDownloadsState()
    return () => {
      restoreBrowserFakes()
      setDownloadsState()
    }
  },
} satisfies Meta<typeof DownloadMoveButton>

export default meta
type Story = StoryObj<typeof meta>

/** Press it: the bar fills over a few seconds; Cancel stops it, Remove undoes it. */
export const NotDownloaded: Story = {}

export const Downloading: Story = {
  beforeEach: () => setDownloadsState({ downloads: [], moveJobs: [[squat.id, { status: 'downloading', loaded: 4_600_000, total: 10_000_000 }]] }),
}

export const Downloaded: Story = {
  beforeEach: () => setDownloadsState({ downloads: [downloadRecord(squat)] }),
}

export const Offline: Story = {
  beforeEach: () => setOnline(false),
}

export const NotEnoughStorage: Story = {
  beforeEach: () => setDownloadsState({ downloads: [], moveJobs: [[squat.id, { status: 'failed', message: DOWNLOAD_MESSAGES.quota }]] }),
}

export const UnsupportedBrowser: Story = {
  beforeEach: () => removeCacheStorage(),
}
