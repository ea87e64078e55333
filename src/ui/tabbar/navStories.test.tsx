import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as sidebarNav from '../sidebar/SidebarNav.stories'
import * as tabBar from './TabBar.stories'

const files: Record<string, Record<string, ComponentType>> = { sidebarNav: composeStories(sidebarNav), tabBar: composeStories(tabBar) }

describe('navigation stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { container } = render(<Story />)
        expect(container.textContent).not.toBe('')
        expect(await seriousAxeViolations(container)).toEqual([])
      })
    }
  }

  it('names a badge with its link: "Friends, 2 waiting requests"', () => {
    const { WithBadge } = composeStories(sidebarNav)
    render(<WithBadge />)
    expect(screen.getByRole('link', { name: 'Friends, 2 waiting requests' })).toBeInTheDocument()
  })

  it('marks the tab whose other pages include the current one', () => {
    const { CommunityCurrent } = composeStories(tabBar)
    render(<CommunityCurrent />)
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current')
  })
})
