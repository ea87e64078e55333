import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as bookingPage from './BookingPage.stories'
import * as cancelDialog from './CancelBookingDialog.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding, on a phone or a desktop. */
const files: Record<string, Record<string, ComponentType>> = {
  bookingPage: composeStories(bookingPage),
  cancelDialog: composeStories(cancelDialog),
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
}

afterEach(() => setViewportWidth(1024))

describe('booking page stories', () => {
  for (const width of [375, 1280]) {
    for (const [file, stories] of Object.entries(files)) {
      for (const [name, Story] of Object.entries(stories)) {
        it(`${file}/${name} renders and is axe-clean at ${width} px`, async () => {
          setViewportWidth(width)
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
