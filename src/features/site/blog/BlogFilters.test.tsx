import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { BlogFilters } from './BlogFilters'
import { fixtureTerms, noQuery } from './blogFixtures.testing'
import type { BlogIndexQuery } from './blogQuery'

const [firstCategory] = fixtureTerms.categories
const [, secondTag] = fixtureTerms.tags
if (!firstCategory || !secondTag) throw new Error('the fixture has too few topics')

const choice = (root: ParentNode, name: string, value: string) => {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)
  if (!input) throw new Error(`no choice ${name}=${value}`)
  return input
}

describe('BlogFilters', () => {
  it('applies, as one change, the chips a visitor ticked on the prerendered page before the app took it over', async () => {
    const onChange = vi.fn<(next: BlogIndexQuery) => void>()
    const page = document.createElement('div')
    page.innerHTML = renderToString(<BlogFilters terms={fixtureTerms} query={noQuery} onChange={onChange} />)
    document.body.append(page)
    choice(page, 'categories', firstCategory.slug).checked = true
    choice(page, 'tags', secondTag.slug).checked = true
    choice(page, 'rule', 'all').checked = true

    const root = await act(async () => hydrateRoot(page, <BlogFilters terms={fixtureTerms} query={noQuery} onChange={onChange} />))
    try {
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ categories: [firstCategory.slug], tags: [secondTag.slug], rule: 'all', page: 1 })
    } finally {
      act(() => root.unmount())
      page.remove()
    }
  })

  it('changes nothing when the app draws the filters itself, and each tap is one change', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(next: BlogIndexQuery) => void>()
    render(<BlogFilters terms={fixtureTerms} query={{ ...noQuery, tags: [secondTag.slug] }} onChange={onChange} />)
    expect(onChange).not.toHaveBeenCalled()

    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${firstCategory.name}`) }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ categories: [firstCategory.slug], tags: [secondTag.slug], rule: 'any', page: 1 })
  })
})
