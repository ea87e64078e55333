import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { painted } from '@/shared/remote/heldPaint.testing'
import { ActiveChallengesSection } from './ActiveChallengesSection'

const loader = vi.hoisted(() => ({ loadActiveChallenges: vi.fn(() => Promise.resolve({ default: () => <p>The challenges card</p> })) }))
vi.mock('./activeChallengesLoader', () => loader)

// The page's first paint, held back until the test lets it happen.
vi.mock('@/shared/remote/afterNextPaint', () => import('@/shared/remote/heldPaint.testing'))

describe('ActiveChallengesSection', () => {
  it('asks for the card’s code only once the dashboard has painted, then shows the card', async () => {
    render(<ActiveChallengesSection />)
    // Rendered with the page, the card must not start its download before the page's first paint.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(loader.loadActiveChallenges).not.toHaveBeenCalled()
    expect(screen.queryByText('The challenges card')).not.toBeInTheDocument()

    await act(async () => painted())
    expect(await screen.findByText('The challenges card')).toBeInTheDocument()
    expect(loader.loadActiveChallenges).toHaveBeenCalledTimes(1)
  })
})
