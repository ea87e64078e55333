import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OfflineFirstSource } from '@/offline/sources/offlineFirstSource'
import { signInAsMember } from '@tests/support/memberSession'
import { painted } from './heldPaint.testing'
import { controlledLoad, renderRemote } from './remoteDataTesting'

vi.mock('./afterNextPaint', () => import('./heldPaint.testing'))

describe('useRemoteData with a device copy on screen', () => {
  it('asks the server only once the copy has painted: the refresh does not compete with the first draw', async () => {
    await signInAsMember()
    const device: OfflineFirstSource<string[]> = {
      read: async () => ['Saved squat'],
      fetch: () => Promise.reject(new Error('the hook reads through load')),
      save: async (_db, data) => data,
    }
    const { load, reads, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'profile', load, device, revalidate: false })

    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', data: ['Saved squat'] }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(reads).toHaveLength(0)

    await act(async () => painted())
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Fresh squat']))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Fresh squat'], saved: null }))
  })

  it('asks at once when the device has no copy to show', async () => {
    await signInAsMember()
    const device: OfflineFirstSource<string[]> = {
      read: async () => undefined,
      fetch: () => Promise.reject(new Error('the hook reads through load')),
      save: async (_db, data) => data,
    }
    const { load, read } = controlledLoad<string[]>()
    renderRemote({ key: 'profile', load, device, revalidate: false })
    await waitFor(() => read(0))
  })
})
