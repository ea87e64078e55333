import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { ComponentType } from 'react'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import { forgetSiteCopies } from '../common/siteCopies.testing'
import { ContactPage } from './ContactPage'
import { FaqPage } from './FaqPage'
import { PrivacyPage } from './PrivacyPage'
import { TermsPage } from './TermsPage'

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )
}

beforeEach(forgetSiteCopies)

describe('visitor reading pages, drawn from the seeded CMS entries', () => {
  it.each([
    ['TermsPage', TermsPage, 'Terms of service'],
    ['PrivacyPage', PrivacyPage, 'Privacy policy'],
    ['FaqPage', FaqPage, 'Frequently asked questions'],
    ['ContactPage', ContactPage, 'Contact us'],
  ] as const)('%s has one h1 and links the support email', async (_name, Page, title) => {
    renderPage(Page)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const emailLinks = await screen.findAllByRole('link', { name: 'support@movetime.app' })
    expect(emailLinks[0]).toHaveAttribute('href', 'mailto:support@movetime.app')
  })

  it.each([TermsPage, PrivacyPage])('dates the legal text', async (Page) => {
    renderPage(Page)
    expect(await screen.findByText('Last updated 22 November 2026')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5)
  })

  it('states renewal, cancellation and the health disclaimer in the terms, the warning as a quote', async () => {
    renderPage(TermsPage)
    const health = await screen.findByRole('region', { name: '5. Your health and safety' })
    expect(await within(health).findByText('Consult a doctor before starting any exercise programme')).toBeInTheDocument()
    expect(health.querySelector('blockquote strong')).toHaveTextContent('Consult a doctor before starting any exercise programme')
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/renews automatically/i)
    expect(text).toMatch(/stays active until the end of the period you have already paid for/i)
  })

  it('states on-device storage, sign-out wipe and card handling in the privacy policy', async () => {
    renderPage(PrivacyPage)
    expect(await screen.findByText('When you sign out, this data is wiped from the device.')).toBeInTheDocument()
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/on your device/i)
    expect(text).toMatch(/never stored by MoveTime/i)
    // A visitor has no Settings page: the analytics choice is changed here, after the policy.
    expect(screen.getByRole('heading', { name: CONSENT_TEXT.sectionTitle })).toBeInTheDocument()
  })

  it('answers FAQ questions in disclosure widgets that open on click, the answers rendered from Markdown', async () => {
    renderPage(FaqPage)
    const question = await screen.findByText('Can I use MoveTime without an internet connection?')
    expect(document.querySelectorAll('details')).toHaveLength(8)
    const offline = question.closest('details')
    expect(offline).not.toHaveAttribute('open')
    await userEvent.click(question)
    expect(offline).toHaveAttribute('open')
    const install = screen.getByText('How do I install the app on my phone?').closest('details') as HTMLElement
    expect(await within(install).findByText('Android:', { selector: 'strong' })).toBeInTheDocument()
    const password = screen.getByText('I forgot my password. What should I do?').closest('details') as HTMLElement
    expect(await within(password).findByRole('link', { name: 'reset your password', hidden: true })).toHaveAttribute('href', '/user/forgot')
  })

  it('points the contact page at the FAQ, the terms and the privacy policy', async () => {
    renderPage(ContactPage)
    const quick = await screen.findByRole('region', { name: 'Quick answers' })
    expect(await within(quick).findByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq')
    const legal = screen.getByRole('region', { name: 'Terms and privacy' })
    expect(await within(legal).findByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms')
    expect(within(legal).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
  })
})
