import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { SEED_MOVE_IDS } from '@mocks/db/seedMoves'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { PublicMovePage } from './PublicMovePage'

// Signed out, against the mock backend's seeded data.

const renderPublic = (id: number) => renderWithRouter(<PublicMovePage />, { path: '/move', at: `/move?id=${id}` })

describe('PublicMovePage on the mock backend', () => {
  it('shows a published move to a visitor', async () => {
    renderPublic(SEED_MOVE_IDS.bodyweightSquat)
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodyweight Squat' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a free account' })).toBeInTheDocument()
  })

  it('does not show a private move', async () => {
    renderPublic(SEED_MOVE_IDS.wallSitHold)
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that move" })).toBeInTheDocument()
  })
})
