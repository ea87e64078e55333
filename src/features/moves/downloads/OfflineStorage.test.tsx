import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeStorageManager, installBrowserFakes, restoreBrowserFakes, setOnline } from '@/offline/downloads/browserFakes.testing'
import { setDownloadsState } from '@/offline/downloads/downloadsState.testing'
import { VIDEO_CACHE_NAME } from '@/offline/downloads/videoCacheName'
import { downloadMoveVideo } from '@/offline/downloads/videoDownloads'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { OfflineStorage } from './OfflineStorage'
import { downloadFiles, squat, wallSit } from './downloadTestMoves.testing'

beforeEach(() => setDownloadsState())
afterEach(restoreBrowserFakes)

async function withTwoDownloads() {
  const fakes = installBrowserFakes(downloadFiles)
  await downloadMoveVideo(squat)
  await downloadMoveVideo(wallSit)
  return fakes
}

describe('OfflineStorage', () => {
  it('shows the space used on a meter and the downloaded moves', async () => {
    await withTwoDownloads()
    fakeStorageManager({ usage: 12_000_000, quota: 1_200_000_000 })
    const { container } = render(<OfflineStorage />)

    const meter = await screen.findByRole('meter', { name: 'Using 12 MB of 1.2 GB' })
    expect(await seriousAxeViolations(container)).toEqual([])
    expect(meter).toHaveAttribute('value', '12000000')
    expect(meter).toHaveAttribute('max', '1200000000')
    expect(screen.getByText('2 moves downloaded')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Downloaded moves' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Bodyweight Squat'), expect.stringContaining('Wall Sit Hold')]),
    )
  })

  it('removes every download after asking', async () => {
    const user = userEvent.setup()
    const { cacheStorage } = await withTwoDownloads()
    render(<OfflineStorage />)

    await user.click(await screen.findByRole('button', { name: 'Remove downloads' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove all downloaded videos?' })
    expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Remove downloads' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('No moves downloaded yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove downloads' })).toBeDisabled()
    expect(await cacheStorage.has(VIDEO_CACHE_NAME)).toBe(false)
  })

  it('keeps the downloads when the member changes their mind', async () => {
    const user = userEvent.setup()
    await withTwoDownloads()
    render(<OfflineStorage />)
    await user.click(await screen.findByRole('button', { name: 'Remove downloads' }))
    await user.click(screen.getByRole('button', { name: 'Keep them' }))
    expect(screen.getByText('2 moves downloaded')).toBeInTheDocument()
  })

  it('says whether the browser will keep downloads', async () => {
    await withTwoDownloads()
    fakeStorageManager({ persist: false })
    render(<OfflineStorage />)
    expect(await screen.findByText('Your browser may remove downloads if this device runs low on space.')).toBeInTheDocument()
  })

  it('explains what works offline, and still lets the member free space', async () => {
    await withTwoDownloads()
    setOnline(false)
    render(<OfflineStorage />)
    expect(await screen.findByText(/You’re offline: downloaded moves still play/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Remove downloads' })).toBeEnabled()
  })

  it('says so where the browser cannot estimate storage', async () => {
    installBrowserFakes(downloadFiles)
    render(<OfflineStorage />)
    expect(await screen.findByText('This browser doesn’t say how much space is left.')).toBeInTheDocument()
    expect(screen.getByText('No moves downloaded yet.')).toBeInTheDocument()
  })
})
