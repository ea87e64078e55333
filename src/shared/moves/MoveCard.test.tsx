import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { MoveCard } from './MoveCard'
import { aMove } from './moveFixtures.testing'

describe('MoveCard', () => {
  it('shows the details, links the title and offers the heart', async () => {
    const { container } = renderWithRouter(
      <MoveCard move={aMove({ id: 7, title: 'Goblet Squat', equipment: 'Dumbbells', difficulty: 'advanced', duration_seconds: 90, poster_url: '/p.jpg' })} />,
      { path: '/', at: '/' },
    )
    expect(screen.getByRole('link', { name: 'Goblet Squat' })).toHaveAttribute('href', '/user/view-moves/7')
    expect(screen.getByText('Lower body')).toBeInTheDocument()
    expect(screen.getByText('Dumbbells')).toBeInTheDocument()
    expect(screen.getByText('1 min 30 s')).toBeInTheDocument()
    // Compact: body area · equipment · duration; the difficulty is on the move's page.
    expect(screen.queryByText('Advanced')).not.toBeInTheDocument()
    expect(screen.getAllByText('Goblet Squat')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Favourite Goblet Squat' })).toHaveAttribute('aria-pressed', 'false')
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('img')).toHaveAttribute('src', '/p.jpg')
    expect(screen.queryByText('Private')).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('falls back to the saved thumbnail when the poster cannot load (offline)', () => {
    const { container } = renderWithRouter(<MoveCard move={aMove({ poster_url: '/poster.jpg', thumbnail_url: '/thumb.webp' })} />, { path: '/', at: '/' })
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('src', '/poster.jpg')
    fireEvent.error(img as HTMLImageElement)
    expect(container.querySelector('img')).toHaveAttribute('src', '/thumb.webp')
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
  })

  it('says "No equipment", badges private moves and renders actions', () => {
    renderWithRouter(<MoveCard move={aMove({ status: 'private' })} actions={<button type="button">Edit</button>} showFavourite={false} />, {
      path: '/',
      at: '/',
    })
    expect(screen.getByText('No equipment')).toBeInTheDocument()
    expect(screen.getByText('Private')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Favourite/ })).not.toBeInTheDocument()
  })

  it('while pending shows only the tinted box and the title link, and the rest when it fills in', () => {
    const move = aMove({ id: 9, title: 'Plank', body_area: 'Core', poster_url: '/plank.jpg' })
    const { container, rerender } = render(<MoveCard move={move} pending />, { wrapper: MemoryRouter })
    const link = screen.getByRole('link', { name: 'Plank' })
    expect(link).toHaveAttribute('href', '/user/view-moves/9')
    expect(container.querySelector('.move-card__poster--core')).not.toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByText('Core')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Favourite Plank' })).not.toBeInTheDocument()

    rerender(<MoveCard move={move} />)
    expect(screen.getByRole('link', { name: 'Plank' })).toBe(link)
    expect(container.querySelector('img')).toHaveAttribute('src', '/plank.jpg')
    expect(screen.getByText('Core')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Favourite Plank' })).toBeInTheDocument()
  })
})
