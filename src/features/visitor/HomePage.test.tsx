import { describe, it, expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { HomePage } from './HomePage'

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  )
}

describe('HomePage', () => {
  it('has exactly one h1, the hero headline', () => {
    renderHome()
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toHaveTextContent('Move better, every day.')
  })

  it('sends new members to registration and existing ones to sign-in', () => {
    renderHome()
    expect(screen.getByRole('link', { name: 'Start your membership' })).toHaveAttribute('href', '/user/register')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login')
  })

  it('teases both plans without prices and links them to registration', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly or yearly, cancel anytime' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Monthly' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Yearly' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans and join' })).toHaveAttribute('href', '/user/register')
    // Prices come from the plans API; a hard-coded one here could contradict it.
    expect(document.body.textContent).not.toMatch(/[$€£]\s?\d/)
  })

  it('highlights the features and explains installing the app', () => {
    renderHome()
    for (const title of [
      'A library of moves with video',
      'Favourites that work offline',
      'Dashboard and streaks',
      'Challenges and groups with friends',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Install the app' })).toBeInTheDocument()
  })
})
