import { afterEach, describe, expect, it, vi } from 'vitest'
import { startMockWorker } from './browser'

const msw = vi.hoisted(() => ({ start: vi.fn(async () => undefined) }))
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start: msw.start }) }))
// The saved database is not what these cases are about.
vi.mock('./db/persistence', () => ({
  LOCAL_STORAGE_KEY: 'movetime-mock-db',
  localStorageSnapshotStore: () => ({}),
  startPersistence: async () => ({ reload: async () => undefined, stop: () => undefined }),
}))

/** The browser's service workers as a page sees them: a registration (or none) and its controller. */
function serviceWorkers(registration: Partial<ServiceWorkerRegistration> | undefined, controller: ServiceWorker | null) {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller, getRegistration: async () => registration, addEventListener: vi.fn() } })
}

const pending = Symbol('pending')
const settledWithin = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), ms))])

describe('startMockWorker: where the page’s calls are answered', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    msw.start.mockClear()
  })

  it('reloads a page an active worker does not control, and answers none of its calls: the page after it sends them again', async () => {
    serviceWorkers({ active: {} as ServiceWorker }, null)
    const reload = vi.fn()
    const backend = startMockWorker({ reload })
    expect(await settledWithin(backend, 100)).toBe(pending)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(msw.start).not.toHaveBeenCalled()
  })

  it('answers in the page while a first visit’s worker still installs', async () => {
    serviceWorkers({ active: null, installing: {} as ServiceWorker }, null)
    const reload = vi.fn()
    const backend = await startMockWorker({ reload })
    expect(backend.inPageFetch()).toEqual(expect.any(Function))
    expect(reload).not.toHaveBeenCalled()
  })

  it('starts MSW at once in a page the worker controls', async () => {
    serviceWorkers({ active: {} as ServiceWorker }, {} as ServiceWorker)
    const reload = vi.fn()
    await startMockWorker({ reload })
    expect(msw.start).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
  })
})
