import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as conversation from './conversation/Conversation.stories'
import * as mySpaces from './list/MySpacesView.stories'

type Composed = ComponentType

/** Designers work from these stories: each must render, at a phone's width and a desktop's, with no serious axe finding. */
const files: Record<string, Record<string, Composed>> = {
  mySpaces: composeStories(mySpaces),
  conversation: composeStories(conversation),
}

const WIDTHS = [375, 1280] as const
const innerWidth = window.innerWidth

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth })
})

describe('spaces stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      for (const width of WIDTHS) {
        it(`${file}/${name} renders and is axe-clean at ${width} px`, async () => {
          Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
          window.dispatchEvent(new Event('resize'))
          const { baseElement } = render(
            <div style={{ width }}>
              <Story />
            </div>,
          )
          expect(baseElement.textContent).not.toBe('')
          expect(await seriousAxeViolations(baseElement)).toEqual([])
        }, 30_000)
      }
    }
  }
})
