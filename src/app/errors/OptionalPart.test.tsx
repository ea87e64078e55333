import { lazy, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { OptionalPart } from './OptionalPart'

function Broken(): never {
  throw new Error('a bug in an optional part')
}

/** Renders `part` in an optional slot beside a page's heading; `caught` hears what the boundary caught. */
function renderBesidePage(part: ReactNode) {
  const caught = vi.fn()
  render(
    <main>
      <h1>Move library</h1>
      <OptionalPart>{part}</OptionalPart>
    </main>,
    { onCaughtError: caught },
  )
  return caught
}

describe('OptionalPart', () => {
  it('draws the part once its code is in', async () => {
    const Part = lazy(async () => ({ default: () => <p>Update available</p> }))
    renderBesidePage(<Part />)
    expect(await screen.findByText('Update available')).toBeInTheDocument()
  })

  it('a part whose code cannot be fetched draws nothing, and the page beside it stays', async () => {
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/DevPanel-x.js')))
    const caught = renderBesidePage(<Part />)
    await vi.waitFor(() => expect(caught).toHaveBeenCalledWith(expect.objectContaining({ name: 'TypeError' }), expect.anything()))
    expect(screen.getByRole('main')).toHaveTextContent(/^Move library$/)
  })

  it('a part that fails while drawing draws nothing, and the page beside it stays', () => {
    const caught = renderBesidePage(<Broken />)
    expect(caught).toHaveBeenCalledOnce()
    expect(screen.getByRole('main')).toHaveTextContent(/^Move library$/)
  })
})
