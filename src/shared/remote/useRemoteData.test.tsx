import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import type { OfflineFirstSource } from '@/offline/sources/offlineFirstSource'
import { openOfflineDb } from '@/offline/store/offlineDb'
import { signInAsMember } from '@tests/support/memberSession'
import { EARLY_READ_WAIT_MS, readFirstScreenEarly } from './earlyDeviceReads'
import { PRERENDERED_READS_ID, prerenderedReads, useRemoteData, type RemoteDataOptions } from './useRemoteData'

interface Pending<T> {
  signal: AbortSignal
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** A `load` whose reads the test answers one by one, in any order. */
function controlledLoad<T>() {
  const reads: Pending<T>[] = []
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      reads.push({ signal, resolve, reject })
    })
  const read = (index: number): Pending<T> => {
    const found = reads[index]
    if (!found) throw new Error(`read ${index} has not started (${reads.length} so far)`)
    return found
  }
  return { reads, load, read }
}

const serverError = new ApiError(500, 'The library is being updated. Try again in a minute.')
const networkError = new ApiError(0, NETWORK_ERROR_MESSAGE)

function renderRemote<T>(options: RemoteDataOptions<T>) {
  return renderHook((props: RemoteDataOptions<T>) => useRemoteData(props), { initialProps: options })
}

describe('useRemoteData', () => {
  it('shows loading, then the answer', async () => {
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'moves', load })
    expect(result.current.state).toEqual({ status: 'loading' })

    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Squat']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat'], saved: null })
  })

  it('shows loading for a new key and drops the late answer of the old one', async () => {
    const { load, read } = controlledLoad<string>()
    const { result, rerender } = renderRemote({ key: 'move-1', load })
    await waitFor(() => read(0))

    rerender({ key: 'move-2', load })
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => read(1))
    expect(read(0).signal.aborted).toBe(true)

    await act(async () => read(0).resolve('Move one'))
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => read(1).resolve('Move two'))
    expect(result.current.state).toEqual({ status: 'ready', data: 'Move two', saved: null })
  })

  it('never shows the last key’s data under a new key', async () => {
    const { load, read } = controlledLoad<string>()
    const { result, rerender } = renderRemote({ key: 'move-1', load })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve('Move one'))

    rerender({ key: 'move-2', load })
    expect(result.current.state).toEqual({ status: 'loading' })
  })

  it('carries the server’s message on an error, and retry reads again from loading', async () => {
    const { load, read } = controlledLoad<string>()
    const { result } = renderRemote({ key: 'invoices', load })
    await waitFor(() => read(0))
    await act(async () => read(0).reject(serverError))
    expect(result.current.state).toEqual({ status: 'error', message: serverError.message, error: serverError, offline: false })

    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => read(1))
    await act(async () => read(1).resolve('Invoice 1'))
    expect(result.current.state).toEqual({ status: 'ready', data: 'Invoice 1', saved: null })
  })

  it('says offline when the network failed, and reads again by itself when it returns', async () => {
    const { load, read, reads } = controlledLoad<string>()
    const { result } = renderRemote({ key: 'profile', load })
    await waitFor(() => read(0))
    await act(async () => read(0).reject(networkError))
    expect(result.current.state).toMatchObject({ status: 'error', offline: true, message: NETWORK_ERROR_MESSAGE })
    expect(reads).toHaveLength(1)

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => read(1))
    await act(async () => read(1).resolve('Mia'))
    expect(result.current.state).toEqual({ status: 'ready', data: 'Mia', saved: null })
  })

  it('is not found on a 404, or when not enabled (without reading at all)', async () => {
    const { load, read } = controlledLoad<string>()
    const { result } = renderRemote({ key: 'move-404', load })
    await waitFor(() => read(0))
    await act(async () => read(0).reject(new ApiError(404, 'Move not found')))
    expect(result.current.state).toEqual({ status: 'not-found' })

    const never = vi.fn(() => Promise.resolve('never'))
    const disabled = renderRemote({ key: 'move-abc', load: never, enabled: false })
    expect(disabled.result.current.state).toEqual({ status: 'not-found' })
    expect(never).not.toHaveBeenCalled()
  })

  it('is empty when the answer counts as empty', async () => {
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'favourites', load, isEmpty: (list) => list.length === 0 })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve([]))
    expect(result.current.state).toEqual({ status: 'empty', data: [], saved: null })
  })

  it('keeps what is shown while refreshing, and when a refresh fails', async () => {
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'moves', load })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Squat']))

    act(() => result.current.refresh())
    await waitFor(() => read(1))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat'], saved: null })
    await act(async () => read(1).reject(serverError))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat'], saved: null })

    act(() => result.current.refresh())
    await waitFor(() => read(2))
    await act(async () => read(2).resolve(['Squat', 'Lunge']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat', 'Lunge'], saved: null })
  })

  it('when asked, reads again in the background as the network returns and the member comes back', async () => {
    const { load, read } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'moves', load, revalidate: true })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Squat']))

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => read(1))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat'], saved: null })
    await act(async () => read(1).resolve(['Squat', 'Lunge']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Squat', 'Lunge'], saved: null })

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => read(2))
    await act(async () => read(2).resolve(['Plank']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Plank'], saved: null })
  })

  it('replace shows data without a read; update changes it in place', async () => {
    const { load, read, reads } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'mine', load, isEmpty: (list) => list.length === 0 })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Squat', 'Lunge']))

    act(() => result.current.update((list) => list.filter((name) => name !== 'Squat')))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Lunge'], saved: null })
    act(() => result.current.update(() => []))
    expect(result.current.state).toEqual({ status: 'empty', data: [], saved: null })

    act(() => result.current.replace(['Plank']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['Plank'], saved: null })
    expect(reads).toHaveLength(1)
  })

  describe('with a device copy (offline first)', () => {
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

    it('keeps the device copy with the server’s reason when the server fails', async () => {
      await signInAsMember()
      const device = deviceHolding(['Saved squat'])
      const { load, read } = controlledLoad<string[]>()
      const { result } = renderRemote({ key: 'library', load, device, revalidate: false })
      await waitFor(() => read(0))
      await act(async () => read(0).reject(serverError))

      expect(result.current.state).toEqual({
        status: 'ready',
        data: ['Saved squat'],
        saved: { savedAt: SAVED_AT, message: serverError.message },
      })
      expect(device.saved).toEqual([])
    })

    it('keeps the device copy without a reason when only the network failed', async () => {
      await signInAsMember()
      const device = deviceHolding(['Saved squat'])
      const { load, read } = controlledLoad<string[]>()
      const { result } = renderRemote({ key: 'library', load, device, revalidate: false })
      await waitFor(() => read(0))
      await act(async () => read(0).reject(networkError))

      expect(result.current.state).toEqual({ status: 'ready', data: ['Saved squat'], saved: { savedAt: SAVED_AT } })
    })
  })

  describe('on a page prerendered at build time', () => {
    // Earlier renders read the (empty) page already; each of these starts from a page not read yet.
    beforeEach(() => {
      prerenderedReads.answers = null
    })
    afterEach(() => {
      prerenderedReads.answers = null
      document.getElementById(PRERENDERED_READS_ID)?.remove()
    })

    it('draws the answer the page embedded first, as the HTML did, then asks the server and shows its answer', async () => {
      const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PRERENDERED_READS_ID })
      script.textContent = JSON.stringify({ 'cms:faq': ['Built answer'] })
      document.body.append(script)
      const { load, read } = controlledLoad<string[]>()
      const { result } = renderRemote({ key: 'cms:faq', load })
      expect(result.current.state).toEqual({ status: 'ready', data: ['Built answer'], saved: null })

      await waitFor(() => read(0))
      await act(async () => read(0).resolve(['Edited answer']))
      expect(result.current.state).toEqual({ status: 'ready', data: ['Edited answer'], saved: null })
    })

    it('uses an embedded answer once: the next visit to the page loads afresh', async () => {
      prerenderedReads.answers = new Map([['cms:terms', 'Built terms']])
      const first = renderRemote({ key: 'cms:terms', load: () => new Promise<string>(() => undefined) })
      expect(first.result.current.state).toEqual({ status: 'ready', data: 'Built terms', saved: null })
      await waitFor(() => expect(prerenderedReads.answers?.has('cms:terms')).toBe(false))
      first.unmount()

      const again = renderRemote({ key: 'cms:terms', load: () => new Promise<string>(() => undefined) })
      expect(again.result.current.state).toEqual({ status: 'loading' })
    })

    it('at build time notes the reads a render could not answer, and none that are switched off', () => {
      const asked: NonNullable<typeof prerenderedReads.asked> = new Map()
      prerenderedReads.answers = new Map()
      prerenderedReads.asked = asked
      vi.stubEnv('SSR', true)
      try {
        const load = () => Promise.resolve('Home')
        renderRemote({ key: 'cms:home', load })
        renderRemote({ key: 'prices', load, enabled: false })
        expect([...asked.keys()]).toEqual(['cms:home'])
        expect(asked.get('cms:home')).toBe(load)
      } finally {
        prerenderedReads.asked = null
        vi.unstubAllEnvs()
      }
    })
  })
})
