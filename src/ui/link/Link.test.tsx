import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { Link } from './Link'

function Where() {
  const location = useLocation()
  return <output aria-label="Where">{`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</output>
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]} basename="/app">
      <Routes>
        <Route path="*" element={<>{link}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('Link', () => {
  it('points at the place, under the router’s base, and goes there in the page with its state', async () => {
    renderAt('/app/user/library', <Link to="/user/moves?id=3" state={{ from: 'library' }}>Squat</Link>)
    const link = screen.getByRole('link', { name: 'Squat' })
    expect(link).toHaveAttribute('href', '/app/user/moves?id=3')
    await userEvent.click(link)
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/user/moves?id=3 {"from":"library"}')
  })

  it('resolves a relative place against the route it is in', () => {
    renderAt('/app/groups/7', <Link to="members">Members</Link>)
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/app/groups/7/members')
  })

  it('runs its own click handler first, and stays put when that handler prevents the default', async () => {
    const clicks: string[] = []
    renderAt('/app/', <Link to="/blog" onClick={(event) => { clicks.push('own'); event.preventDefault() }}>Blog</Link>)
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }))
    expect(clicks).toEqual(['own'])
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/ null')
  })

  it('leaves a modified click and a link to another tab to the browser', () => {
    renderAt('/app/', <><Link to="/blog">Blog</Link><Link to="/terms" target="_blank" rel="noopener">Terms</Link></>)
    // Whether the router took the click over, read after the link's handler; the browser's own part (a new tab) is not jsdom's to play.
    const takenOver: boolean[] = []
    const afterTheLink = (event: MouseEvent) => {
      takenOver.push(event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', afterTheLink)
    try {
      const blog = screen.getByRole('link', { name: 'Blog' })
      fireEvent.click(blog, { ctrlKey: true })
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }))
      expect(takenOver).toEqual([false, false])
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/ null')
      fireEvent.click(blog)
      expect(takenOver).toEqual([false, false, true])
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/blog null')
    } finally {
      document.removeEventListener('click', afterTheLink)
    }
  })

  it('replaces the current entry when asked, so Back skips it', async () => {
    render(
      <MemoryRouter initialEntries={['/start', '/form']}>
        <Routes>
          <Route path="*" element={<><Link to="/done" replace>Finish</Link><BackButton /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'Finish' }))
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/start null')
  })
})

function BackButton() {
  const navigate = useNavigate()
  return <button type="button" onClick={() => void navigate(-1)}>Back</button>
}
