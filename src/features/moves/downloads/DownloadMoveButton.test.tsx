import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeStorageManager, installBrowserFakes, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { VIDEO_CACHE_NAME } from '@/offline/downloads/videoCacheName'
import { absolute } from '@/offline/downloads/videoFetchFake.testing'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { DownloadMoveButton } from './DownloadMoveButton'
import { downloadFiles, squat } from './downloadTestMoves.testing'

beforeEach(() => setDownloadsState())
afterEach(restoreBrowserFakes)

const downloadButton = () => screen.findByRole('button', { name: 'Download for offline' })

describe('DownloadMoveButton', () => {
  it('downloads with a labelled progress bar, then offers to remove the download', async () => {
    const user = userEvent.setup()
    const { network, cacheStorage } = installBrowserFakes(downloadFiles)
    network.hold()
    const { container } = render(<DownloadMoveButton move={squat} />)

    await user.click(await downloadButton())
    const bar = await screen.findByRole('progressbar', { name: 'Downloading Bodyweight Squat' })
    expect(await seriousAxeViolations(container)).toEqual([])
    await waitFor(() => expect(bar).toHaveAttribute('value', '10000'))
    expect(bar).toHaveAttribute('max', '200000')
    expect(screen.getByText('Downloading… 5%')).toBeInTheDocument()
    // Focus followed the swap from "Download" to "Cancel".
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()

    network.release()
    const remove = await screen.findByRole('button', { name: 'Remove download' })
    expect(screen.getByText('Downloaded')).toBeInTheDocument()
    expect(remove).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Bodyweight Squat is downloaded and plays offline.')
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toContain(absolute(squat.video_url))
    expect(await seriousAxeViolations(container)).toEqual([])

    await user.click(remove)
    expect(await downloadButton()).toBeEnabled()
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).not.toContain(absolute(squat.video_url))
  })

  it('cancels a download part-way and keeps nothing', async () => {
    const user = userEvent.setup()
    const { network, cacheStorage } = installBrowserFakes(downloadFiles)
    network.hold()
    render(<DownloadMoveButton move={squat} />)

    await user.click(await downloadButton())
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    network.release()

    expect(await downloadButton()).toHaveFocus()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(cacheStorage.urls(VIDEO_CACHE_NAME)).toEqual([])
  })

  it('is disabled with the reason while offline, and comes back with the connection', async () => {
    installBrowserFakes(downloadFiles)
    setOnline(false)
    render(<DownloadMoveButton move={squat} />)

    const button = await downloadButton()
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Downloading needs a connection.')

    setOnline(true)
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).not.toHaveAccessibleDescription()
  })

  it('says when the device has no room for the video', async () => {
    const user = userEvent.setup()
    installBrowserFakes(downloadFiles, { quotaBytes: 50_000 })
    render(<DownloadMoveButton move={squat} />)

    await user.click(await downloadButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough storage on this device.')
    expect(await downloadButton()).toBeEnabled()
  })

  it('asks once for persistent storage, at the first download', async () => {
    const user = userEvent.setup()
    installBrowserFakes(downloadFiles)
    const calls = fakeStorageManager()
    render(<DownloadMoveButton move={squat} />)

    await user.click(await downloadButton())
    await user.click(await screen.findByRole('button', { name: 'Remove download' }))
    await user.click(await downloadButton())
    await screen.findByRole('button', { name: 'Remove download' })
    expect(calls.persist).toBe(1)
  })

  it('shows a download made elsewhere (another button, the favourites batch)', async () => {
    installBrowserFakes(downloadFiles)
    render(
      <>
        <DownloadMoveButton move={squat} />
        <DownloadMoveButton move={squat} />
      </>,
    )
    const [first] = await screen.findAllByRole('button', { name: 'Download for offline' })
    await userEvent.click(first!)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove download' })).toHaveLength(2))
  })
})
