import { describe, it, expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { ComponentType } from 'react'
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

describe('visitor reading pages', () => {
  it.each([
    ['TermsPage', TermsPage, 'Terms of service'],
    ['PrivacyPage', PrivacyPage, 'Privacy policy'],
    ['FaqPage', FaqPage, 'Frequently asked questions'],
    ['ContactPage', ContactPage, 'Contact us'],
  ] as const)('%s has one h1 and links the support email', (_name, Page, title) => {
    renderPage(Page)
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]).toHaveTextContent(title)
    const emailLinks = screen.getAllByRole('link', { name: 'support@movetime.app' })
    expect(emailLinks[0]).toHaveAttribute('href', 'mailto:support@movetime.app')
  })

  it.each([TermsPage, PrivacyPage])('dates the legal text', (Page) => {
    renderPage(Page)
    expect(screen.getByText('Last updated 22 November 2026')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5)
  })

  it('states renewal, cancellation and the health disclaimer in the terms', () => {
    renderPage(TermsPage)
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/renews automatically/i)
    expect(text).toMatch(/stays active until the end of the period you have already paid for/i)
    expect(text).toMatch(/consult a doctor/i)
  })

  it('states on-device storage, sign-out wipe and card handling in the privacy policy', () => {
    renderPage(PrivacyPage)
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/on your device/i)
    expect(text).toMatch(/when you sign out, this data is wiped from the device/i)
    expect(text).toMatch(/never stored by MoveTime/i)
  })

  it('answers FAQ questions in disclosure widgets that open on click', async () => {
    renderPage(FaqPage)
    const groups = document.querySelectorAll('details')
    expect(groups.length).toBeGreaterThanOrEqual(6)
    expect(groups.length).toBeLessThanOrEqual(8)
    const offline = screen.getByText('Can I use MoveTime without an internet connection?').closest('details')
    expect(offline).not.toBeNull()
    expect(offline).not.toHaveAttribute('open')
    await userEvent.click(screen.getByText('Can I use MoveTime without an internet connection?'))
    expect(offline).toHaveAttribute('open')
  })

  it('points the contact page at the FAQ and builds no form', () => {
    renderPage(ContactPage)
    const quick = screen.getByRole('region', { name: 'Quick answers' })
    expect(within(quick).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq')
    expect(document.querySelector('form')).toBeNull()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})
