import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import type { AnyHandler } from 'msw'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as bookPage from './book/BookSessionPage.stories'
import * as bookingPage from './booking/BookingPage.stories'
import * as cancelDialog from './booking/CancelBookingDialog.stories'
import * as myBookings from './calendar/MyBookingsView.stories'
import * as coachCard from './common/CoachCard.stories'
import * as reviewsPage from './reviews/ReviewsPage.stories'

type Composed = ComponentType & { parameters?: Record<string, unknown> }

/** The story's own mock answers (its `parameters.msw`), handed to the Node mock as Storybook hands them to the browser's. */
function storyHandlers(story: Composed): AnyHandler[] {
  const handlers = story.parameters?.msw
  return Array.isArray(handlers) ? (handlers as AnyHandler[]) : []
}

/** Designers work from these stories: each must render, at a phone's width and a desktop's, with no serious axe finding. */
const files: Record<string, Record<string, Composed>> = {
  myBookings: composeStories(myBookings),
  bookingPage: composeStories(bookingPage),
  cancelDialog: composeStories(cancelDialog),
  bookPage: composeStories(bookPage),
  reviewsPage: composeStories(reviewsPage),
  coachCard: composeStories(coachCard),
}

const WIDTHS = [375, 1280] as const
const innerWidth = window.innerWidth

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth })
})

describe('bookings stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      for (const width of WIDTHS) {
        it(`${file}/${name} renders and is axe-clean at ${width} px`, async () => {
          server.use(...storyHandlers(Story))
          Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
          window.dispatchEvent(new Event('resize'))
          const { baseElement } = render(
            <div style={{ width }}>
              <Story />
            </div>,
          )
          expect(baseElement.textContent).not.toBe('')
          // Parts that read the network (the month's days, a day's times) settle before the check.
          await waitFor(() => expect(screen.queryByText(/^Finding free/)).not.toBeInTheDocument())
          expect(await seriousAxeViolations(baseElement)).toEqual([])
        }, 30_000)
      }
    }
  }
})

describe('bookings stories show what they say', () => {
  it('DayAndTimes opens the day with its times, the coach’s clock beside each', async () => {
    const Story = files.bookPage!.DayAndTimes!
    server.use(...storyHandlers(Story))
    render(<Story />)
    expect(await screen.findAllByRole('button', { name: /, \d\d:\d\d, \d\d:\d\d for Ava$/ })).toHaveLength(3)
  })

  it('DayWithNoSlots says the day has no free times left', async () => {
    const Story = files.bookPage!.DayWithNoSlots!
    server.use(...storyHandlers(Story))
    render(<Story />)
    expect(await screen.findByText(/^No free times left on/)).toBeInTheDocument()
  })
})
