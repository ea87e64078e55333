import { describe, it, expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { VisitorLayout } from './VisitorLayout'

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('VisitorLayout', () => {
  it('has the visitor header and footer around the page', () => {
    render(
      <MemoryRouter initialEntries={['/contact-us']}>
        <Routes>
          <Route element={<VisitorLayout />}>
            <Route path="*" element={<h1>Contact</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'MoveTime' })).toHaveAttribute('href', '/')
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(hrefs(main)).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Contact', '/contact-us'],
      ['Sign in', '/user/login'],
      ['Join', '/user/register'],
    ])
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
    expect(hrefs(screen.getByRole('navigation', { name: 'Footer' }))).toEqual([
      ['Blog', '/blog'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Contact', '/contact-us'],
    ])
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} MoveTime/)).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Contact' })).toBeInTheDocument()
  })
})
