import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { installBrowserFakes, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { downloadRecord, setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { listDownloads } from '@/offline/downloads/videoDownloads'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { moveDetailHandlers } from '../detail/moveFixtures.testing'
import { DownloadFavouritesButton } from './DownloadFavouritesButton'
import { downloadFiles, squat, wallSit } from './downloadTestMoves.testing'

beforeEach(() => {
  setDownloadsState()
  server.use(...moveDetailHandlers([squat, wallSit]))
})
afterEach(restoreBrowserFakes)

// As the favourites page has them: summaries, without video URLs.
const favourites = [
  { id: squat.id, title: squat.title },
  { id: wallSit.id, title: wallSit.title },
]
const downloadAll = () => screen.findByRole('button', { name: 'Download all favourites' })

describe('DownloadFavouritesButton', () => {
  it('downloads every favourite in turn with one progress bar, then sums up', async () => {
    const user = userEvent.setup()
    const { network } = installBrowserFakes(downloadFiles)
    network.hold()
    const { container } = render(<DownloadFavouritesButton moves={favourites} />)

    await user.click(await downloadAll())
    const bar = await screen.findByRole('progressbar', { name: 'Downloading favourites' })
    expect(await seriousAxeViolations(container)).toEqual([])
    await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0))
    expect(bar).toHaveAttribute('max', '1')
    expect(screen.getByText(/^1 of 2/)).toBeInTheDocument()

    network.release()
    expect(await screen.findByText('2 moves downloaded.')).toBeInTheDocument()
    expect((await listDownloads()).map((record) => record.id).sort()).toEqual([1, 8])
    expect(await downloadAll()).toBeDisabled()
    expect(await downloadAll()).toHaveAccessibleDescription('All your favourites are downloaded.')
  })

  it('skips favourites already downloaded', async () => {
    const user = userEvent.setup()
    const { network } = installBrowserFakes(downloadFiles)
    render(<DownloadFavouritesButton moves={favourites} />)
    await user.click(await downloadAll())
    await screen.findByText('2 moves downloaded.')

    render(<DownloadFavouritesButton moves={[...favourites, { id: 99, title: 'Not there' }]} />)
    const buttons = await screen.findAllByRole('button', { name: 'Download all favourites' })
    const requestsBefore = network.requested.length
    await user.click(buttons[1]!)
    expect(await screen.findAllByText('0 moves downloaded, 2 already downloaded, 1 could not be downloaded (Not there).')).not.toHaveLength(0)
    expect(network.requested.length).toBe(requestsBefore)
  })

  it('cancels the batch', async () => {
    const user = userEvent.setup()
    const { network } = installBrowserFakes(downloadFiles)
    network.hold()
    render(<DownloadFavouritesButton moves={favourites} />)

    await user.click(await downloadAll())
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    network.release()

    expect(await downloadAll()).toBeEnabled()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(await listDownloads()).toEqual([])
  })

  it('is disabled with the reason while offline', async () => {
    installBrowserFakes(downloadFiles)
    setOnline(false)
    render(<DownloadFavouritesButton moves={favourites} />)
    const button = await downloadAll()
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Downloading needs a connection.')
  })

  it('stops with a message when the device is full', async () => {
    const user = userEvent.setup()
    installBrowserFakes(downloadFiles, { quotaBytes: 50_000 })
    render(<DownloadFavouritesButton moves={favourites} />)
    await user.click(await downloadAll())
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough storage on this device.')
  })

  it('counts what is already downloaded', async () => {
    installBrowserFakes(downloadFiles)
    setDownloadsState({ downloads: [downloadRecord(squat), downloadRecord(wallSit)] })
    render(<DownloadFavouritesButton moves={favourites} />)
    expect(await downloadAll()).toHaveAccessibleDescription('All your favourites are downloaded.')
  })
})
