import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { login } from '@/api/auth/authApi'
import { appStore, dispatchAuth } from '@/lib/auth/authState'
import { AnalyticsChoiceSection } from './AnalyticsChoiceSection'
import { EVERYTHING, forgetConsentForTests, readConsent, saveConsent } from './consent'
import { CONSENT_TEXT } from './consentText'

async function signInAsMember() {
  const answer = await login({ email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password, role: 'user' })
  dispatchAuth({ type: 'LOGIN', user: answer.user_id, token: answer.token, role: answer.role })
}

const mySessions = () => db.analytics_session.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.member.id }))

function renderSection() {
  return render(
    <Provider store={appStore}>
      <AnalyticsChoiceSection />
    </Provider>,
  )
}

beforeEach(forgetConsentForTests)
afterEach(() => Reflect.deleteProperty(navigator, 'doNotTrack'))

describe('the analytics choice in Settings', () => {
  it('shows the choice made in the banner, and withdrawing deletes the member’s recorded visits, then says so', async () => {
    await signInAsMember()
    saveConsent(EVERYTHING)
    const seeded = mySessions().length
    expect(seeded).toBeGreaterThan(0)
    const user = userEvent.setup()
    const { container } = renderSection()
    const statistics = screen.getByRole('checkbox', { name: CONSENT_TEXT.statistics })
    expect(statistics).toBeChecked()
    expect(screen.getByRole('checkbox', { name: CONSENT_TEXT.snapshots })).toBeChecked()
    expect(await seriousAxeViolations(container)).toEqual([])

    await user.click(statistics)
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.sectionSave }))
    expect(await screen.findByText(CONSENT_TEXT.withdrawnDeleted(seeded))).toBeVisible()
    expect(readConsent({}).choice).toEqual({ statistics: false, snapshots: false })
    expect(mySessions()).toHaveLength(0)
  })

  it('keeps the withdrawal when the deletion fails, says so, and the delete button tries again', async () => {
    await signInAsMember()
    saveConsent(EVERYTHING)
    server.use(http.delete('*/v2/api/lambda/analytics/user-sessions', () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 503 }), { once: true }))
    const user = userEvent.setup()
    renderSection()
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT.statistics }))
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.sectionSave }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_TEXT.withdrawnNotDeleted('The server is resting.'))
    expect(readConsent({}).choice.statistics).toBe(false)
    expect(mySessions().length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.deleteButton }))
    expect(await screen.findByText(/recorded visits were deleted\./)).toBeVisible()
    expect(mySessions()).toHaveLength(0)
  })

  it('for a visitor: saves the choice, offers no deletion (nothing is theirs by name)', async () => {
    const user = userEvent.setup()
    renderSection()
    expect(screen.getByText(CONSENT_TEXT.sectionNothing)).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT.statistics }))
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.sectionSave }))
    expect(await screen.findByText(CONSENT_TEXT.sectionSaved)).toBeVisible()
    expect(readConsent({}).choice).toEqual({ statistics: true, snapshots: false })
    expect(screen.queryByRole('button', { name: CONSENT_TEXT.deleteButton })).not.toBeInTheDocument()
  })

  it('says why nothing is recorded when the browser sends Do Not Track, and asks nothing', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true })
    renderSection()
    expect(screen.getByText(CONSENT_TEXT.signal('dnt'))).toBeVisible()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
