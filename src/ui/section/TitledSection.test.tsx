import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { TitledSection } from './TitledSection'

describe('TitledSection', () => {
  it('is a region named by its own h2, even with two on the page', () => {
    render(
      <>
        <TitledSection title="Coaching cues">cues</TitledSection>
        <TitledSection title="About this move">about</TitledSection>
      </>,
    )
    expect(screen.getByRole('region', { name: 'Coaching cues' })).toHaveTextContent('cues')
    expect(screen.getByRole('region', { name: 'About this move' })).toHaveTextContent('about')
    expect(screen.getByRole('heading', { level: 2, name: 'Coaching cues' })).toBeInTheDocument()
  })
})
