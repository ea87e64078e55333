import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { appStore } from '@/lib/auth/authState'
import { downloadKey } from '@/offline/downloads/downloadKey'
import { downloadsAtom } from '@/offline/downloads/downloadsState'
import type { MoveDetailOnDevice } from '@/offline/store/moveDetailStore'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { catalogueMove } from './moveFixtures.testing'
import { MoveVideoArea } from './MoveVideoArea'
import { VIDEO_OFFLINE_TEXT, VIDEO_OFFLINE_TITLE } from './offlineVideo'

const fromLibrary: MoveDetailOnDevice = { ...catalogueMove, video_url: '', video_webm_url: '', captions_url: '', libraryOnly: true }

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

function noDownloads() {
  appStore.set(downloadsAtom, { known: true, moves: new Map() })
}

beforeEach(noDownloads)
afterEach(() => vi.restoreAllMocks())

describe('MoveVideoArea', () => {
  it('offline, for a move known only from the saved library: the photo and a plain message, no player', async () => {
    setOnline(false)
    const { container } = render(<MoveVideoArea move={fromLibrary} onWatched={vi.fn()} />)
    await screen.findByText(VIDEO_OFFLINE_TITLE)
    const area = screen.getByRole('group', { name: `Video: ${catalogueMove.title}` })
    expect(area).toHaveTextContent(VIDEO_OFFLINE_TITLE)
    expect(area).toHaveTextContent(VIDEO_OFFLINE_TEXT)
    expect(container.querySelector('img')).toHaveAttribute('src', catalogueMove.poster_url)
    expect(container.querySelector('video')).toBeNull()
    expect(screen.queryByRole('button', { name: /^(Play|Pause)$/ })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('offline, for an opened move whose video was not downloaded: the same message', async () => {
    setOnline(false)
    const { container } = render(<MoveVideoArea move={catalogueMove} onWatched={vi.fn()} />)
    expect(await screen.findByText(VIDEO_OFFLINE_TITLE)).toBeInTheDocument()
    expect(container.querySelector('video')).toBeNull()
  })

  it('offline, with the video downloaded: the player', async () => {
    setOnline(false)
    const record = { id: catalogueMove.id, title: catalogueMove.title, videoUrl: downloadKey(catalogueMove.video_url), files: [], bytes: 1, downloadedAt: '2026-01-01T00:00:00Z' }
    appStore.set(downloadsAtom, { known: true, moves: new Map([[catalogueMove.id, record]]) })
    const { container } = render(<MoveVideoArea move={catalogueMove} onWatched={vi.fn()} />)
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull())
    expect(screen.queryByText(VIDEO_OFFLINE_TITLE)).not.toBeInTheDocument()
  })

  it('online: the player (the poster and a spinner while its code loads), or for a library-only move a wait for its video links', async () => {
    setOnline(true)
    const { container, unmount } = render(<MoveVideoArea move={catalogueMove} onWatched={vi.fn()} />)
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull())
    unmount()
    render(<MoveVideoArea move={fromLibrary} onWatched={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video…')
    expect(screen.queryByText(VIDEO_OFFLINE_TITLE)).not.toBeInTheDocument()
  })
})
