import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeOver } from './takeover'

const hydrateRoot = vi.hoisted(() => vi.fn())
vi.mock('react-dom/client', () => ({ hydrateRoot }))

function prerenderedRoot(path: string): HTMLElement {
  const root = document.createElement('div')
  root.dataset.prerendered = path
  return root
}

describe('takeOver', () => {
  afterEach(() => {
    hydrateRoot.mockClear()
    window.history.replaceState(null, '', '/')
  })

  it('hydrates the page built for this address, for a signed-out visitor', () => {
    window.history.replaceState(null, '', '/blog/')
    expect(takeOver(prerenderedRoot('/blog'), null)).toBe(true)
    expect(hydrateRoot).toHaveBeenCalledTimes(1)
  })

  it('renders afresh where the address has a query the page was not built with', () => {
    window.history.replaceState(null, '', '/blog?tags=beginners')
    expect(takeOver(prerenderedRoot('/blog'), null)).toBe(false)
    expect(hydrateRoot).not.toHaveBeenCalled()
  })

  it('renders afresh when the HTML was built for another address', () => {
    window.history.replaceState(null, '', '/faq')
    expect(takeOver(prerenderedRoot('/'), null)).toBe(false)
  })
})
