import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { COACH_PLAN_NAME } from '@/api/bookings/bookingTypes'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { COACH_HIGHLIGHT } from './planHighlights'
import { PlansPage } from './PlansPage'

const NO_PLAN_MEMBER = 'priya.shah@example.com'

function renderPlans(at: string) {
  return renderWithRouter(<PlansPage />, { path: '/user/plans', at })
}

async function cardOf(name: string) {
  const list = await screen.findByRole('list')
  return within(list).getByRole('article', { name })
}

describe('PlansPage: the plan a page sent the member for', () => {
  it('marks the Coach plan for ?plan=coach, focuses its heading and says it includes coaching', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    renderPlans('/user/plans?plan=coach')
    const coach = await cardOf(COACH_PLAN_NAME)
    expect(coach).toHaveClass('plan-card--highlighted')
    expect(within(coach).getByText(COACH_HIGHLIGHT.badge)).toBeInTheDocument()
    // The seeded description says "two live coaching sessions a month" already: no second line.
    expect(coach).toHaveTextContent(/coaching sessions a month/)
    expect(within(coach).queryByText(COACH_HIGHLIGHT.note)).not.toBeInTheDocument()
    const heading = within(coach).getByRole('heading', { name: COACH_PLAN_NAME })
    // Focus moves in an effect after the card draws, which a loaded machine may run a moment later.
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
    const others = within(screen.getByRole('list')).getAllByRole('article').filter((card) => card !== coach)
    for (const other of others) expect(other).not.toHaveClass('plan-card--highlighted')
    expect(await seriousAxeViolations(document.body)).toEqual([])
  })

  it('marks nothing without the query, or for a plan it does not know', async () => {
    await signInAsMember(NO_PLAN_MEMBER)
    const { unmount } = renderPlans('/user/plans')
    await cardOf(COACH_PLAN_NAME)
    expect(document.querySelector('.plan-card--highlighted')).toBeNull()
    expect(screen.queryByText(COACH_HIGHLIGHT.badge)).not.toBeInTheDocument()
    unmount()
    renderPlans('/user/plans?plan=toString')
    await cardOf(COACH_PLAN_NAME)
    expect(document.querySelector('.plan-card--highlighted')).toBeNull()
  })
})
