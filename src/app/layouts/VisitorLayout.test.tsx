import { afterEach, describe, it, expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { VisitorLayout } from './VisitorLayout'

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

function renderAt(path: string) {
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<VisitorLayout />}>
            <Route path="*" element={<h1>Contact</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

afterEach(() => dispatchAuth({ type: 'LOGOUT' }))

describe('VisitorLayout', () => {
  it('has the visitor header and footer around the page', () => {
    renderAt('/contact-us')
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

  it.each([
    ['user', 'Your dashboard', '/user/dashboard'],
    ['admin', 'Admin console', '/admin/dashboard'],
  ] as const)('offers a signed-in %s the way back to the app instead of sign-in and join', (role, label, href) => {
    dispatchAuth({ type: 'LOGIN', user: 1, token: 'token', role })
    renderAt('/blog')
    expect(hrefs(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Contact', '/contact-us'],
      [label, href],
    ])
  })
})
