import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { ButtonLink } from './ButtonLink'

describe('ButtonLink', () => {
  it('stays a link, with the look of the chosen button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/user/library">Browse the library</ButtonLink>
        <ButtonLink to="/user/login" variant="secondary" className="extra">
          Sign in
        </ButtonLink>
      </MemoryRouter>,
    )
    const primary = screen.getByRole('link', { name: 'Browse the library' })
    expect(primary).toHaveAttribute('href', '/user/library')
    expect(primary).toHaveClass('mt-button', 'mt-button--primary')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveClass('mt-button--secondary', 'extra')
  })
})
