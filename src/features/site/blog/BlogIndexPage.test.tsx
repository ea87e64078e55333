import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { createBlogPost } from '@/api/blog/blogApi'
import { dispatchAuth } from '@/lib/auth/authState'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { signIn } from '@mocks/testing/callMock'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { BlogIndexPage } from './BlogIndexPage'

afterEach(() => setMockOffline(false))

const renderIndex = (at = '/blog') => renderWithRouter(<BlogIndexPage />, { path: '/blog', at })

const postTitles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

describe('the blog index', () => {
  it('lists the published posts newest first, with filters for every public topic', async () => {
    renderIndex()
    expect(await screen.findByText('8 posts')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    const titles = postTitles()
    expect(titles[0]).toBe('Training Together: What Our Groups Taught Us About Consistency')
    expect(titles.at(-1)).toBe('How to Squat Without Knee Pain: Five Cues That Help')
    expect(titles).not.toContain('Pull-Up Progressions: From Dead Hang to Your First Rep')
    const filters = screen.getByRole('form', { name: 'Filter posts' })
    expect(within(filters).getByRole('checkbox', { name: 'Technique (3)' })).not.toBeChecked()
    expect(within(filters).getByRole('checkbox', { name: 'Bodyweight (4)' })).toBeInTheDocument()
    // A tag only the draft has is nobody's business yet.
    expect(within(filters).queryByRole('checkbox', { name: /Upper body/ })).toBeNull()
    expect(await seriousAxeViolations(document.body)).toEqual([])
  })

  it('filters by two tags: at least one of them, then all of them, each in the URL', async () => {
    const { user, history } = renderIndex()
    await screen.findByText('8 posts')
    await user.click(screen.getByRole('checkbox', { name: 'Beginners (4)' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Bodyweight (4)' }))
    expect(await screen.findByText('5 posts match these filters')).toBeInTheDocument()
    expect(`${history.location.pathname}${history.location.search}`).toBe('/blog?tags=beginners,bodyweight')

    await user.click(screen.getByRole('radio', { name: 'All of them' }))
    expect(await screen.findByText('3 posts match these filters')).toBeInTheDocument()
    expect(history.location.search).toBe('?tags=beginners,bodyweight&rule=all')
    expect(postTitles()).toEqual([
      'Core Training Beyond Crunches',
      'Your First Four Weeks: A Simple Plan for Building the Habit',
      'How to Squat Without Knee Pain: Five Cues That Help',
    ])
    // Back undoes the last change.
    act(() => history.go(-1))
    expect(await screen.findByText('5 posts match these filters')).toBeInTheDocument()
  })

  it('reads its filters from the URL, says when nothing matches and clears them', async () => {
    const { user, history } = renderIndex('/blog?tags=kettlebell&categories=recovery&rule=all')
    expect(await screen.findByRole('heading', { name: 'No posts match these filters' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Kettlebell (1)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'All of them' })).toBeChecked()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(await screen.findByText('8 posts')).toBeInTheDocument()
    expect(history.location.search).toBe('')
  })

  it('an old link to a topic that no longer exists says so, with a way out', async () => {
    const { user } = renderIndex('/blog?tags=gone-for-good')
    expect(await screen.findByRole('heading', { name: 'These filters name a topic that no longer exists' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(await screen.findByText('8 posts')).toBeInTheDocument()
  })

  it('pages through more posts than fit on one page', async () => {
    const token = await signIn(DEMO_ACCOUNTS.admin)
    dispatchAuth({ type: 'LOGIN', user: DEMO_ACCOUNTS.admin.id, token, role: 'admin' })
    for (const n of [1, 2, 3]) await createBlogPost({ title: `Extra post ${n}`, body_markdown: 'Short and sweet.', status: 'published' })
    dispatchAuth({ type: 'LOGOUT' })
    const { user, history } = renderIndex()
    expect(await screen.findByText('11 posts')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Older posts →' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(history.location.search).toBe('?page=2')
    expect(postTitles()).toHaveLength(1)
  })

  it('offline, says the blog shows when the network is back', async () => {
    await setMockOffline(true)
    renderIndex()
    expect(await screen.findByText('The blog will show when you are back online.')).toBeInTheDocument()
  })
})
