import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import axe from 'axe-core'
import * as previews from './ContentPreviews.stories'

/** Every preview story renders something, with no serious axe finding, and no template script ever runs. */
const stories: Record<string, ComponentType> = composeStories(previews)

/**
 * axe's serious and critical findings, frames left out: jsdom cannot message into a sandboxed
 * srcdoc frame (the browser e2e run checks the page with its frames).
 */
async function seriousAxeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { iframes: false, rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

describe('content preview stories', () => {
  for (const [name, Story] of Object.entries(stories)) {
    it(`${name} renders and is axe-clean`, async () => {
      const { container } = render(<Story />)
      expect(container.textContent).not.toBe('')
      expect(container.querySelector('script')).toBeNull()
      expect(await seriousAxeViolations(container)).toEqual([])
      expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
    })
  }
})
