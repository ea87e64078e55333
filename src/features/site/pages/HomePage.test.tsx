import { act } from 'react'
import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { FakeIntersectionObserver } from '@/ui/viewport/intersectionObserver.testing'
import { forgetSiteCopies } from '../common/siteCopies.testing'
import { HomePage } from './HomePage'

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  )
}

describe('HomePage', () => {
  beforeEach(forgetSiteCopies)
  afterEach(() => vi.unstubAllGlobals())

  it('has exactly one h1, the hero headline', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Move better, every day.')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('sends new members to registration and existing ones to sign-in', async () => {
    renderHome()
    expect(await screen.findByRole('link', { name: 'Start your membership' })).toHaveAttribute('href', '/user/register')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login')
  })

  it('shows the plans with their prices from the API, and "See plans" goes to /plans', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { level: 2, name: 'Monthly or yearly, cancel anytime' })).toBeInTheDocument()
    const premium = (await screen.findByRole('heading', { level: 3, name: 'MoveTime Premium' })).closest('li') as HTMLElement
    const coach = screen.getByRole('heading', { level: 3, name: 'MoveTime Coach' }).closest('li') as HTMLElement
    expect(premium).toHaveTextContent('$9.99 / month')
    expect(premium).toHaveTextContent('or $99.90 / year · 2 months free')
    expect(coach).toHaveTextContent('$19.99 / month')
    // The archived launch price is not offered.
    expect(document.body.textContent).not.toContain('$7.99')
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
  })

  it('asks for the prices only as the plans come near the viewport (a first screen loads no API client)', async () => {
    FakeIntersectionObserver.reset()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    let asked = 0
    server.use(
      http.get('*/v2/api/lambda/stripe/prices', () => {
        asked += 1
        return undefined
      }),
    )
    renderHome()
    expect(await screen.findByRole('heading', { level: 3, name: 'Monthly' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toBe(0)
    act(() => FakeIntersectionObserver.bringAllIntoView())
    expect(await screen.findByRole('heading', { level: 3, name: 'MoveTime Premium' })).toBeInTheDocument()
    expect(asked).toBe(1)
  })

  it('describes the plans without figures when the prices cannot load', async () => {
    server.use(http.get('*/v2/api/lambda/stripe/prices', () => HttpResponse.json({ message: 'Down' }, { status: 500 })))
    renderHome()
    expect(await screen.findByRole('heading', { level: 3, name: 'Monthly' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Yearly' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.body.textContent).not.toMatch(/[$€£]\s?\d/)
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
  })

  it('highlights the features and explains installing the app, with a picture of the app', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { level: 2, name: 'Install the app' })).toBeInTheDocument()
    for (const title of [
      'A library of moves with video',
      'Favourites that work offline',
      'Dashboard and streaks',
      'Challenges and groups with friends',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    const install = screen.getByRole('region', { name: 'Install the app' })
    expect(within(install).getByText('iPhone and iPad (Safari)')).toBeInTheDocument()
    expect(within(install).getByRole('img', { name: /The MoveTime move library on a phone/ })).toHaveAttribute('src', '/screenshots/library-phone.png')
    expect(within(install).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq')
  })
})
