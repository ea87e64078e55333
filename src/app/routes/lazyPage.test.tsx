import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { lazyPage, retryFailedPages } from './lazyPage'

const Loaded = () => <p>Loaded page</p>

class CatchError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p>Load failed</p> : this.props.children
  }
}

describe('lazyPage', () => {
  it('fetches once, whether preloaded, rendered or both', async () => {
    const load = vi.fn(async () => Loaded)
    const Page = lazyPage(load)
    Page.preload()
    Page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(await screen.findByText('Loaded page')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('draws a preloaded page in the first render, never showing the fallback', async () => {
    const Page = lazyPage(async () => Loaded)
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Loaded page')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('keeps a failure until the error page is left, then fetches afresh', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Loaded)
    const Page = lazyPage(load)
    const tree = (key: string) => (
      <CatchError key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </CatchError>
    )
    const { rerender } = render(tree('offline'))
    expect(await screen.findByText('Load failed')).toBeInTheDocument()
    rerender(tree('again'))
    expect(await screen.findByText('Load failed')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)

    retryFailedPages()
    rerender(tree('online'))
    expect(await screen.findByText('Loaded page')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
