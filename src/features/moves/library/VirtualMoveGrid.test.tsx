import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { aMove } from '@/shared/moves/moveFixtures.testing'
import { PHOTO_DELAY_MS } from '@/shared/moves/MovePhoto'
import { VirtualMoveGrid } from './VirtualMoveGrid'

const moves = Array.from({ length: 400 }, (_, i) => aMove({ id: i + 1, title: `Move ${i + 1}`, poster_url: `/media/posters/${i + 1}.jpg` }))

/** The photo of the card titled `title`, or null while it waits. */
const photoOf = (title: string) => screen.getByRole('link', { name: title }).closest('article')?.querySelector('img') ?? null

/** jsdom lays nothing out: the list says where it is, as a scrolled page would. */
function listTopAt(top: number) {
  return vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 960, height: 0 }))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('VirtualMoveGrid', () => {
  it('shows the first cards’ photos at once, and a card a scroll brings waits a moment for its photo', async () => {
    vi.useFakeTimers()
    listTopAt(0)
    render(
      <MemoryRouter>
        <VirtualMoveGrid moves={moves} label="Moves" />
      </MemoryRouter>,
    )
    expect(photoOf('Move 1')).toHaveAttribute('src', '/media/posters/1.jpg')
    expect(screen.queryByRole('link', { name: 'Move 300' })).not.toBeInTheDocument()

    // Far down the list: the cards there mount without asking for their photos yet.
    listTopAt(-20_000)
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await vi.advanceTimersByTimeAsync(20)
    })
    const title = screen.getAllByRole('link', { name: /^Move \d+$/ })[0]?.textContent ?? ''
    expect(Number(title.replace('Move ', ''))).toBeGreaterThan(100)
    expect(photoOf(title)).toBeNull()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PHOTO_DELAY_MS)
    })
    expect(photoOf(title)).toHaveAttribute('src', expect.stringMatching(/^\/media\/posters\/\d+\.jpg$/))
  })

  it('shows the first cards of a new list (a search’s results) at once', () => {
    listTopAt(0)
    const { rerender } = render(
      <MemoryRouter>
        <VirtualMoveGrid moves={moves} label="Moves" />
      </MemoryRouter>,
    )
    rerender(
      <MemoryRouter>
        <VirtualMoveGrid moves={moves.slice(200)} label="Moves" />
      </MemoryRouter>,
    )
    expect(photoOf('Move 201')).toHaveAttribute('src', '/media/posters/201.jpg')
  })
})
