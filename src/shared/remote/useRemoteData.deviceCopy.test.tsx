import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OfflineFirstSource } from '@/offline/sources/offlineFirstSource'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { signInAsMember } from '@tests/support/memberSession'
import { EARLY_READ_WAIT_MS, readFirstScreenEarly } from './earlyDeviceReads'
import { controlledLoad, networkError, renderRemote, serverError } from './remoteDataTesting'
import { useRemoteData } from './useRemoteData'

describe('useRemoteData with a device copy (offline first)', () => {
  const SAVED_AT = Date.UTC(2025, 0, 15, 9, 30)

  /** A device holding `copy`; what the server answers is kept and shown as it comes back. */
  function deviceHolding(copy: string[]): OfflineFirstSource<string[]> & { saved: string[][] } {
    const saved: string[][] = []
    return {
      saved,
      read: async () => copy,
      fetch: () => Promise.reject(new Error('the hook reads through load')),
      save: async (_db, data) => {
        saved.push(data)
        return data
      },
      savedAt: () => SAVED_AT,
    }
  }

  it('shows the device copy with its age first, then the server’s answer (kept on the device)', async () => {
    await signInAsMember()
    const device = deviceHolding(['Saved squat'])
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'library', load, device, revalidate: false })

    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Saved squat'], saved: { savedAt: SAVED_AT } }))
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Fresh squat']))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Fresh squat'], saved: null }))
    expect(device.saved).toEqual([['Fresh squat']])
  })

  it('draws a first-screen read first, then the whole copy, then the server’s answer', async () => {
    await signInAsMember()
    let finishWhole: (copy: string[]) => void = () => undefined
    const device = {
      ...deviceHolding([]),
      readFirst: async () => ['Newest squat'],
      read: () => new Promise<string[]>((resolve) => (finishWhole = resolve)),
    }
    const { load, reads, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'library', load, device, revalidate: false })

    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Newest squat'], saved: { savedAt: SAVED_AT } }))
    // The server is asked once the whole copy is in, as before first screens existed.
    expect(reads).toHaveLength(0)
    await act(async () => finishWhole(['Newest squat', 'Older lunge']))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Newest squat', 'Older lunge'], saved: { savedAt: SAVED_AT } }))
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Fresh squat']))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Fresh squat'], saved: null }))
  })

  it('draws a first screen read early (while the page’s code loaded) in its very first render, and does not read it again', async () => {
    await signInAsMember()
    const device = { ...deviceHolding(['Newest squat', 'Older lunge']), readFirst: vi.fn(async () => ['Newest squat']) }
    await readFirstScreenEarly('library', device)
    const { load, read } = controlledLoad<string[]>()
    const states: unknown[] = []
    renderHook(() => {
      const remote = useRemoteData({ key: 'library', load, device, revalidate: false })
      states.push(remote.state)
      return remote
    })
    expect(states[0]).toEqual({ status: 'ready', data: ['Newest squat'], saved: { savedAt: SAVED_AT } })
    await waitFor(() => read(0))
    expect(states).toContainEqual({ status: 'ready', data: ['Newest squat', 'Older lunge'], saved: { savedAt: SAVED_AT } })
    expect(device.readFirst).toHaveBeenCalledTimes(1)
  })

  it('takes an early read still on its way when the page draws, once, and only for its own key and source', async () => {
    await signInAsMember()
    let finishFirst: (copy: string[]) => void = () => undefined
    const device = { ...deviceHolding(['Newest squat', 'Older lunge']), readFirst: vi.fn(() => new Promise<string[]>((resolve) => (finishFirst = resolve))) }
    const started = performance.now()
    await readFirstScreenEarly('library', device)
    // A slow device does not hold the page up for much more than EARLY_READ_WAIT_MS.
    expect(performance.now() - started).toBeLessThan(EARLY_READ_WAIT_MS + 1000)
    expect(device.readFirst).toHaveBeenCalledTimes(1)
    const other = deviceHolding(['Another source'])
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'library', load, device, revalidate: false })
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => finishFirst(['Newest squat']))
    await waitFor(() => read(0))
    expect(device.readFirst).toHaveBeenCalledTimes(1)
    // Taken: the next page reading the library reads the device itself, and another source never gets it.
    await readFirstScreenEarly('library', device)
    const again = renderRemote({ key: 'library', load: () => new Promise<string[]>(() => undefined), device: other, revalidate: false })
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'ready', data: ['Another source'], saved: { savedAt: SAVED_AT } }))
    expect(result.current.state.status).toBe('ready')
  })

  it('reads nothing early with nobody signed in', async () => {
    const device = { ...deviceHolding(['Saved squat']), readFirst: vi.fn(async () => ['Saved squat']) }
    await readFirstScreenEarly('library', device)
    expect(device.readFirst).not.toHaveBeenCalled()
  })

  it('keeps what is on screen over a first-screen read when reading again', async () => {
    await signInAsMember()
    const device = { ...deviceHolding(['Newest squat', 'Older lunge']), readFirst: vi.fn(async () => ['Newest squat']) }
    const { load, read } = controlledLoad<string[]>()
    const states: unknown[] = []
    const { result } = renderHook(() => {
      const remote = useRemoteData({ key: 'library', load, device, revalidate: false })
      states.push(remote.state)
      return remote
    })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Fresh squat', 'Fresh lunge']))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['Fresh squat', 'Fresh lunge'], saved: null }))

    states.length = 0
    act(() => result.current.refresh())
    await waitFor(() => read(1))
    // Neither the first screen nor the older device copy replaced the server's answer on screen.
    expect(device.readFirst).toHaveBeenCalledTimes(2)
    expect(new Set(states.map((state) => JSON.stringify(state)))).toEqual(new Set([JSON.stringify({ status: 'ready', data: ['Fresh squat', 'Fresh lunge'], saved: null })]))
  })

  it('keeps the first screen when the whole copy cannot be read and the network is off', async () => {
    await signInAsMember()
    const device = { ...deviceHolding([]), readFirst: async () => ['Newest squat'], read: () => Promise.reject(new Error('quota')) }
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'library', load, device, revalidate: false })
    await waitFor(() => read(0))
    await act(async () => read(0).reject(networkError))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Newest squat'], saved: { savedAt: SAVED_AT } })
  })

  it('with nobody signed in, keeps no copy of member data, but does of data that is nobody’s', async () => {
    const memberData = deviceHolding(['Saved squat'])
    const memberRead = renderRemote({ key: 'library', load: () => new Promise<string[]>(() => undefined), device: memberData, revalidate: false })
    const publicText = { ...deviceHolding(['Saved FAQ']), openWithoutMember: () => openOfflineDb() }
    const publicRead = renderRemote({ key: 'cms:faq', load: () => Promise.resolve(['Fresh FAQ']), device: publicText, revalidate: false })

    await waitFor(() => expect(publicRead.result.current.state).toEqual({ status: 'ready', data: ['Fresh FAQ'], saved: null }))
    expect(publicText.saved).toEqual([['Fresh FAQ']])
    expect(memberRead.result.current.state).toEqual({ status: 'loading' })
    expect(memberData.saved).toEqual([])
  })

  it.each([
    { failure: 'the server fails', error: serverError, saved: { savedAt: SAVED_AT, message: serverError.message } },
    { failure: 'only the network failed', error: networkError, saved: { savedAt: SAVED_AT } },
  ])('keeps the device copy when $failure, with the server’s reason if it gave one', async ({ error, saved }) => {
    await signInAsMember()
    const device = deviceHolding(['Saved squat'])
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'library', load, device, revalidate: false })
    await waitFor(() => read(0))
    await act(async () => read(0).reject(error))

    expect(result.current.state).toEqual({ status: 'ready', data: ['Saved squat'], saved })
    expect(device.saved).toEqual([])
  })
})
