import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as index from './BlogIndexView.stories'
import * as post from './BlogPostView.stories'
import * as term from './BlogTermView.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding. */
const files: Record<string, Record<string, ComponentType>> = {
  index: composeStories(index),
  post: composeStories(post),
  term: composeStories(term),
}

describe('blog stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { container } = render(<Story />)
        expect(document.body.textContent).not.toBe('')
        expect(await seriousAxeViolations(container.ownerDocument.body)).toEqual([])
      })
    }
  }
})
