import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as pageStates from './PageStates.stories'

const stories = composeStories(pageStates)

/** What each state says: the words the member reads decide which state they think they are in. */
const says: Record<keyof typeof stories, RegExp[]> = {
  Loading: [/Loading your invoices…/],
  Ready: [/Monthly plan, November/],
  Empty: [/No invoices yet/, /See the plans/],
  ServerError: [/Your invoices could not load\. The billing service is not answering\. Please try again\./, /Try again/],
  Offline: [/You’re offline\./, /Your invoices will show when you are back online\./, /Try again/],
  OfflineWholePage: [/You’re offline/, /Open your saved moves/],
  NotFound: [/Invoice not found/, /Back to billing history/],
  SavedCopy: [/Showing the invoices saved on this device\./, /Last synced/, /Monthly plan, November/],
  SavedCopyServerRefused: [/The billing service is not answering\./, /Last synced/, /Try again/, /Monthly plan, November/],
}

describe('page states (the stories designers review)', () => {
  for (const [name, Story] of Object.entries(stories) as Array<[keyof typeof stories, (typeof stories)[keyof typeof stories]]>) {
    it(`${name} says what state it is in and is axe-clean`, async () => {
      const { container } = render(<Story />)
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
      for (const text of says[name]) expect(container).toHaveTextContent(text)
      expect(await seriousAxeViolations(container)).toEqual([])
    })
  }

  it('does not show the data behind an error, and not an error over a device copy without a server reason', () => {
    const { unmount } = render(<stories.ServerError />)
    expect(screen.queryByText('Monthly plan, November')).not.toBeInTheDocument()
    unmount()

    render(<stories.SavedCopy />)
    const note = screen.getByRole('status')
    expect(within(note).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
