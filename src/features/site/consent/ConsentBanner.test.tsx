import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { CONSENT_STORAGE_KEY, forgetConsentForTests, readConsent } from '@/shared/analytics/consent'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import { ConsentBanner } from './ConsentBanner'

beforeEach(forgetConsentForTests)

function renderBanner() {
  return render(
    <Provider store={appStore}>
      <MemoryRouter>
        <ConsentBanner />
      </MemoryRouter>
    </Provider>,
  )
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { statistics: boolean; snapshots: boolean } | null

describe('the consent banner', () => {
  it('says what is asked, links the privacy policy, and accepts everything in one press', async () => {
    const user = userEvent.setup()
    renderBanner()
    const region = screen.getByRole('region', { name: CONSENT_TEXT.bannerTitle })
    expect(within(region).getByRole('link', { name: CONSENT_TEXT.privacyLink })).toHaveAttribute('href', '/privacy')
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.accept }))
    expect(stored()).toMatchObject({ statistics: true, snapshots: true })
    expect(appStore.get(snackbarAtom).globalMessage).toBe(CONSENT_TEXT.saved)
  })

  it('rejects everything in one press, from the keyboard too', async () => {
    const user = userEvent.setup()
    renderBanner()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: CONSENT_TEXT.reject })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(stored()).toMatchObject({ statistics: false, snapshots: false })
    expect(readConsent({}).source).toBe('choice')
  })

  it('"Choose" opens the two choices, off; snapshots need statistics; saving keeps exactly what was ticked', async () => {
    const user = userEvent.setup()
    const { baseElement } = renderBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.choose }))
    const dialog = await screen.findByRole('dialog', { name: CONSENT_TEXT.dialogTitle })
    const statistics = within(dialog).getByRole('checkbox', { name: CONSENT_TEXT.statistics })
    const snapshots = within(dialog).getByRole('checkbox', { name: CONSENT_TEXT.snapshots })
    expect(statistics).not.toBeChecked()
    expect(snapshots).toBeDisabled()
    expect(await seriousAxeViolations(baseElement)).toEqual([])

    await user.click(statistics)
    expect(snapshots).toBeEnabled()
    await user.click(snapshots)
    await user.click(statistics)
    // Statistics off takes snapshots with it.
    expect(snapshots).not.toBeChecked()
    await user.click(statistics)
    await user.click(within(dialog).getByRole('button', { name: CONSENT_TEXT.save }))
    expect(stored()).toMatchObject({ statistics: true, snapshots: false })
  })

  it('cancelling the choices decides nothing', async () => {
    const user = userEvent.setup()
    renderBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_TEXT.choose }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CONSENT_TEXT.cancel }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored()).toBeNull()
  })
})
