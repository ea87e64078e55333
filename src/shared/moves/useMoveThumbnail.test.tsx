import { render, renderHook, screen, waitFor, act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MovePhoto } from './MovePhoto'
import { useMoveThumbnail } from './useMoveThumbnail'

const stored = vi.hoisted(() => ({ blobs: new Map<string, Blob>() }))
vi.mock('@/offline/thumbnails/storedThumbnail', () => ({
  storedThumbnail: async (url: string) => stored.blobs.get(url),
}))

const THUMB = '/media/thumbs/plank.webp'
const move = { poster_url: '/media/posters/plank.webp', thumbnail_url: THUMB }

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

let created: string[] = []
let revoked: string[] = []

beforeEach(() => {
  stored.blobs.set(THUMB, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }))
  created = []
  revoked = []
  let n = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const href = `blob:thumb-${++n}`
    created.push(href)
    return href
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((href: string) => {
    revoked.push(href)
  })
})

afterEach(() => {
  setOnline(true)
  stored.blobs.clear()
  vi.restoreAllMocks()
})

describe('useMoveThumbnail', () => {
  it('is nothing online: the card loads its poster as usual', async () => {
    setOnline(true)
    const { result } = renderHook(() => useMoveThumbnail(move))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(result.current).toBeUndefined()
    expect(created).toEqual([])
  })

  it('offline, gives the saved thumbnail as an object URL, and revokes it when the card goes', async () => {
    setOnline(false)
    const { result, unmount } = renderHook(() => useMoveThumbnail(move))
    await waitFor(() => expect(result.current).toBe('blob:thumb-1'))
    unmount()
    expect(revoked).toEqual(['blob:thumb-1'])
  })

  it('revokes it when the network returns', async () => {
    setOnline(false)
    const { result } = renderHook(() => useMoveThumbnail(move))
    await waitFor(() => expect(result.current).toBe('blob:thumb-1'))
    setOnline(true)
    expect(result.current).toBeUndefined()
    expect(revoked).toEqual(['blob:thumb-1'])
  })

  it('is nothing offline when the device has no thumbnail for the move', async () => {
    setOnline(false)
    const { result } = renderHook(() => useMoveThumbnail({ thumbnail_url: '/media/thumbs/none.webp' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(result.current).toBeUndefined()
  })
})

describe('MovePhoto offline', () => {
  it('shows the saved thumbnail, even after the poster and the network thumbnail failed', async () => {
    setOnline(false)
    stored.blobs.clear()
    const { container, rerender } = render(<MovePhoto move={move} />)
    const img = () => container.querySelector('img')
    expect(img()).toHaveAttribute('src', move.poster_url)
    act(() => {
      img()?.dispatchEvent(new Event('error'))
    })
    expect(img()).toHaveAttribute('src', THUMB)
    act(() => {
      img()?.dispatchEvent(new Event('error'))
    })
    expect(img()).toBeNull()

    // The library's thumbnails arrive on the device: the photo shows from them.
    stored.blobs.set(THUMB, new Blob([new Uint8Array([1])], { type: 'image/webp' }))
    rerender(<MovePhoto move={{ ...move }} />)
    setOnline(true)
    setOnline(false)
    await waitFor(() => expect(img()).toHaveAttribute('src', 'blob:thumb-1'))
    expect(screen.queryByRole('img')).toBeNull() // decorative: alt=""
  })
})
