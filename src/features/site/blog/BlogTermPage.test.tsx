import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { PAGE_NOT_FOUND } from '@/shared/states/pageNotFound'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { BlogTermPage } from './BlogTermPage'

const renderTerm = (at: string) => renderWithRouter(<BlogTermPage />, { path: '/blog/:kind/:slug', at })

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('category and tag pages', () => {
  it('a category lists its posts newest first, named in the title', async () => {
    renderTerm('/blog/category/technique')
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Technique' })).toBeInTheDocument()
    expect(cardTitles()).toEqual([
      'Core Training Beyond Crunches',
      'Kettlebell Swing 101: Hinge, Don’t Squat',
      'How to Squat Without Knee Pain: Five Cues That Help',
    ])
    await waitFor(() => expect(document.title).toBe('Technique · Blog'))
    expect(await seriousAxeViolations(document.body)).toEqual([])
  })

  it('a tag lists the posts that carry it', async () => {
    renderTerm('/blog/tag/mobility')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag Mobility' })).toBeInTheDocument()
    expect(cardTitles()).toEqual(['Sleep, Deloads and Rest Days: Recovery Is Part of the Plan', 'Ten Minutes of Mobility for People Who Sit All Day'])
  })

  it.each(['/blog/tag/no-such-tag', '/blog/category/no-such-category', '/blog/tag/upper-body', '/blog/tag/Bad%20Slug', '/blog/author/grace'])('%s is the 404 page', async (at) => {
    renderTerm(at)
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_NOT_FOUND.title })).toBeInTheDocument()
  })
})
