import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { getInvoices } from '@/api/payments/billingApi'
import { getCurrentSubscription } from '@/api/payments/stripeApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { formatDate } from '@/shared/dates/formatDate'
import { ThankYouPage } from './ThankYouPage'

describe('ThankYouPage', () => {
  it('welcomes the member with the plan, next billing date and the paid invoice', async () => {
    await signInAsMember()
    const { list } = await getInvoices({ limit: 1 })
    const invoice = list[0]!
    const { subscription } = await getCurrentSubscription()
    const { container } = renderWithRouter(<ThankYouPage />, { path: '/thank-you', at: `/thank-you?invoice=${invoice.id}` })

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re in' })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`Welcome to ${subscription!.product_name}`))).toBeInTheDocument()
    expect(screen.getByText(formatDate(subscription!.current_period_end))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: invoice.number })).toHaveAttribute('href', `/user/view-bill/${invoice.id}`)
    expect(screen.getByRole('link', { name: 'Go to the library' })).toHaveAttribute('href', '/user/library')
    expect(screen.getByRole('link', { name: 'Billing history' })).toHaveAttribute('href', '/user/billing-history')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
