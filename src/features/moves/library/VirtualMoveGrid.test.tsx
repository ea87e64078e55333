import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { aMove } from '@/shared/moves/moveFixtures.testing'
import { FILL_DELAY_MS, VirtualMoveGrid } from './VirtualMoveGrid'

const moves = Array.from({ length: 400 }, (_, i) => aMove({ id: i + 1, title: `Move ${i + 1}`, poster_url: `/media/posters/${i + 1}.jpg` }))

/** The card titled `title`. */
const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement
/** The photo of the card titled `title`, or null while it waits. */
const photoOf = (title: string) => cardOf(title).querySelector('img')

/** jsdom lays nothing out: the list says where it is, as a scrolled page would. */
function listTopAt(top: number) {
  return vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 960, height: 0 }))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('VirtualMoveGrid', () => {
  it('draws the first cards whole at once; a card a scroll brings shows its box and title link, and the rest a moment later', async () => {
    vi.useFakeTimers()
    listTopAt(0)
    render(
      <MemoryRouter>
        <VirtualMoveGrid moves={moves} label="Moves" />
      </MemoryRouter>,
    )
    expect(photoOf('Move 1')).toHaveAttribute('src', '/media/posters/1.jpg')
    expect(screen.getByRole('button', { name: 'Favourite Move 1' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Move 300' })).not.toBeInTheDocument()

    // Far down the list: the cards there mount as their box and title link only.
    listTopAt(-20_000)
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await vi.advanceTimersByTimeAsync(20)
    })
    const link = screen.getAllByRole('link', { name: /^Move \d+$/ })[0] as HTMLElement
    const title = link.textContent ?? ''
    expect(Number(title.replace('Move ', ''))).toBeGreaterThan(100)
    expect(link).toHaveAttribute('href', `/user/view-moves/${title.replace('Move ', '')}`)
    expect(photoOf(title)).toBeNull()
    expect(cardOf(title).querySelector('.move-card__details')).toBeNull()
    expect(screen.queryByRole('button', { name: `Favourite ${title}` })).not.toBeInTheDocument()
    // A keyboard user may already be on it: filling in must not move focus away.
    act(() => link.focus())

    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILL_DELAY_MS)
    })
    expect(photoOf(title)).toHaveAttribute('src', expect.stringMatching(/^\/media\/posters\/\d+\.jpg$/))
    expect(cardOf(title).querySelector('.move-card__details')).not.toBeNull()
    expect(screen.getByRole('button', { name: `Favourite ${title}` })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: title })).toBe(link)
    expect(link).toHaveFocus()
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
