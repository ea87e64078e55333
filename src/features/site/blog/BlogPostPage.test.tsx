import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { createBlogPost } from '@/api/blog/blogApi'
import { dispatchAuth } from '@/lib/auth/authState'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { signIn } from '@mocks/testing/callMock'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { BlogPostPage } from './BlogPostPage'

afterEach(() => setMockOffline(false))

const renderPost = (slug: string) => renderWithRouter(<BlogPostPage />, { path: '/blog/:slug', at: `/blog/${slug}` })

async function asAdmin<T>(work: () => Promise<T>): Promise<T> {
  const token = await signIn(DEMO_ACCOUNTS.admin)
  dispatchAuth({ type: 'LOGIN', user: DEMO_ACCOUNTS.admin.id, token, role: 'admin' })
  try {
    return await work()
  } finally {
    dispatchAuth({ type: 'LOGOUT' })
  }
}

describe('a blog post', () => {
  it('shows its title, author, date, reading time, cover, rendered body, tags and related posts', async () => {
    renderPost('squat-without-knee-pain')
    const title = await screen.findByRole('heading', { level: 1, name: 'How to Squat Without Knee Pain: Five Cues That Help' })
    expect(title).toBeInTheDocument()
    const meta = within(screen.getAllByRole('article')[0]!.querySelector('header')!)
    expect(meta.getByText('By Grace Bennett')).toBeInTheDocument()
    expect(meta.getByText('3 min read')).toBeInTheDocument()
    expect(document.querySelector('.blog-post__meta time')?.getAttribute('datetime')).toMatch(/T09:00:00\.000Z$/)
    expect(screen.getByRole('img', { name: /hands behind his head/ })).toHaveAttribute('src', '/media/posters/bodyweight-squat.webp')
    // The body is Markdown, rendered by the lazily loaded renderer.
    expect(await screen.findByRole('heading', { level: 2, name: '1. Start from the floor up' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Dumbbell Box Squat' })).toHaveAttribute('href', '/move?id=53')
    const tags = screen.getByRole('region', { name: 'Tags' })
    expect(within(tags).getAllByRole('link').map((link) => link.textContent)).toEqual(['Strength', 'Beginners', 'Bodyweight'])
    expect(within(tags).getByRole('link', { name: 'Strength' })).toHaveAttribute('href', '/blog/tag/strength')
    const related = screen.getByRole('region', { name: 'Read next' })
    expect(within(related).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    await waitFor(() => expect(document.title).toBe('How to Squat Without Knee Pain: Five Cues That Help'))
    expect(await seriousAxeViolations(document.body)).toEqual([])
  })

  it('gives an external link rel="noopener noreferrer"', async () => {
    renderPost('your-first-four-weeks')
    const link = await screen.findByRole('link', { name: 'guidance on physical activity' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.who\.int\//)
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.getAttribute('rel')).toContain('noreferrer')
  })

  it('never runs script from a post: the sanitiser drops it before it reaches the page', async () => {
    await asAdmin(() =>
      createBlogPost({
        title: 'Sneaky post',
        body_markdown: 'Hello.\n\n<script>window.blogXss = 1</script>\n\n<img src="/nothing.png" onerror="window.blogXss = 2" alt="x">\n\n[click](javascript:window.blogXss=3)',
        status: 'published',
      }),
    )
    renderPost('sneaky-post')
    expect(await screen.findByText('Hello.')).toBeInTheDocument()
    expect(document.querySelector('.blog-post__body script')).toBeNull()
    expect(document.querySelector('.blog-post__body [onerror]')).toBeNull()
    expect(document.querySelector('.blog-post__body a[href^="javascript"]')).toBeNull()
    expect((window as unknown as { blogXss?: number }).blogXss).toBeUndefined()
  })

  it.each([['never-written'], ['pull-up-progressions'], ['spring-lunge-and-bridge-challenge'], ['Not%20a%20slug']])(
    '%s: the 404 page, as for every unknown path (drafts and scheduled posts too)',
    async (slug) => {
      renderPost(slug)
      expect(await screen.findByRole('heading', { level: 1, name: PAGE_NOT_FOUND.title })).toBeInTheDocument()
      expect(screen.getByText(PAGE_NOT_FOUND.text)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog')
      await waitFor(() => expect(document.title).toBe(PAGE_NOT_FOUND.title))
    },
  )

  it('offline, says the post shows when the network is back', async () => {
    await setMockOffline(true)
    renderPost('squat-without-knee-pain')
    expect(await screen.findByText('This post will show when you are back online.')).toBeInTheDocument()
    await setMockOffline(false)
    await screen.getByRole('button', { name: 'Try again' }).click()
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Squat Without Knee Pain: Five Cues That Help' })).toBeInTheDocument()
  })
})
