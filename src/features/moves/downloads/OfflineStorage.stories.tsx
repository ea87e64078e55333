import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeStorageManager, installBrowserFakes, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { downloadRecord, setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { OfflineStorage } from './OfflineStorage'
import { downloadFiles, squat, wallSit } from './downloadTestMoves.testing'

/** navigator.storage and Cache Storage are faked in memory; the shared state lists the downloads. */
const meta = {
  title: 'Moves/Downloads/OfflineStorage',
  component: OfflineStorage,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    installBrowserFakes(downloadFiles)
    fakeStorageManager({ usage: 12_000_000, quota: 1_200_000_000, persisted: true })
    setDownloadsState({ downloads: [downloadRecord(squat, 7_900_000), downloadRecord(wallSit, 4_100_000)] })
    return () => {
      restoreBrowserFakes()
      setDownloadsState()
    }
  },
} satisfies Meta<typeof OfflineStorage>

export default meta
type Story = StoryObj<typeof meta>

/** "Remove downloads" asks first. */
export const WithDownloads: Story = {}

export const Empty: Story = {
  beforeEach: () => setDownloadsState({ downloads: [] }),
}

export const NearlyFull: Story = {
  beforeEach: () => {
    fakeStorageManager({ usage: 1_150_000_000, quota: 1_200_000_000, persist: false })
  },
}

export const Offline: Story = {
  beforeEach: () => setOnline(false),
}
