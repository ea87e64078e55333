import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHE_URLS, handLoadedFilesTo } from './loadedFiles'

afterEach(() => vi.restoreAllMocks())

describe('handing a worker the files a page loaded before it', () => {
  it('sends each same-origin file once, leaving other origins out', () => {
    const origin = window.location.origin
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/assets/browser-1.js` },
      { name: `${origin}/assets/App-2.js` },
      { name: `${origin}/assets/browser-1.js` },
      { name: 'http://localhost:8787/v3/api/custom/movetime/moves?id=1' },
    ] as PerformanceEntryList)
    const postMessage = vi.fn()
    handLoadedFilesTo({ postMessage } as unknown as ServiceWorker)
    expect(postMessage).toHaveBeenCalledWith({ type: CACHE_URLS, payload: { urlsToCache: [`${origin}/assets/browser-1.js`, `${origin}/assets/App-2.js`] } })
  })

  it('does nothing without a worker', () => {
    expect(() => handLoadedFilesTo(null)).not.toThrow()
  })
})
