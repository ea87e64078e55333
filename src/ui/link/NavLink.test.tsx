import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { NavLink } from './NavLink'

function renderAt(pathname: string) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <nav aria-label="Main">
        <NavLink to="/" end>Home</NavLink>
        <NavLink to="/blog">Blog</NavLink>
        <NavLink to="/community/friends" also={['/groups/:id']}>Community</NavLink>
      </nav>
    </MemoryRouter>,
  )
  return (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current')
}

describe('NavLink', () => {
  it('marks only the link for the page on screen as current', () => {
    const current = renderAt('/blog')
    expect(current('Blog')).toBe('page')
    expect(current('Home')).toBeNull()
    expect(current('Community')).toBeNull()
  })

  it('stands for the pages below its own unless it ends there', () => {
    const current = renderAt('/blog/training-with-the-library')
    expect(current('Blog')).toBe('page')
    expect(current('Home')).toBeNull()
  })

  it('stands for the other pages it claims', () => {
    expect(renderAt('/groups/4')('Community')).toBe('page')
  })
})
