import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import { controlledLoad, networkError, renderRemote, serverError } from './remoteDataTesting'
import { PRERENDERED_READS_ID, prerenderedReads } from './useRemoteData'

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

  it('does not draw an answer asked for before the page’s own change over it, and asks again', async () => {
    const { load, read, reads } = controlledLoad<string[]>()
    const { result } = renderRemote({ key: 'blocked', load })
    await waitFor(() => read(0))
    await act(async () => read(0).resolve(['Claire']))

    act(() => result.current.refresh())
    await waitFor(() => read(1))
    // The member unblocks Claire while that read is out; its answer may come from before the unblock.
    act(() => result.current.update((list) => list.filter((name) => name !== 'Claire')))
    await act(async () => read(1).resolve(['Claire']))
    expect(result.current.state).toEqual({ status: 'ready', data: [], saved: null })

    await waitFor(() => read(2))
    await act(async () => read(2).resolve([]))
    expect(result.current.state).toEqual({ status: 'ready', data: [], saved: null })
    expect(reads).toHaveLength(3)
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
