import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { CARD_RULE_MESSAGES } from '@mocks/billing/savedCards'
import { getMyCards } from '@/api/payments/stripeApi'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { cardLabel } from '../shared/cardText'
import { PaymentMethodsPage } from './PaymentMethodsPage'

const futureExpiry = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`

function renderMethods() {
  return renderWithRouter(<PaymentMethodsPage />, { path: '/account/payments', at: '/account/payments' })
}

const cardItem = async (label: string) => (await screen.findByText(label)).closest('li') as HTMLElement

describe('PaymentMethodsPage', () => {
  afterEach(() => setMockOffline(false))

  it('lists the saved cards with expiry and the default marked', async () => {
    await signInAsMember()
    const { cards } = await getMyCards()
    const { container } = renderMethods()
    for (const card of cards) {
      const item = await cardItem(cardLabel(card))
      expect(within(item).getByText(new RegExp(`Expires ${String(card.exp_month).padStart(2, '0')}/`))).toBeInTheDocument()
      if (card.is_default) expect(within(item).getByText('Default')).toBeInTheDocument()
      else expect(within(item).queryByText('Default')).not.toBeInTheDocument()
    }
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('makes another card the default', async () => {
    await signInAsMember()
    const { cards } = await getMyCards()
    const other = cards.find((card) => !card.is_default)!
    const { user } = renderMethods()
    const item = await cardItem(cardLabel(other))
    await user.click(within(item).getByRole('button', { name: `Make default: ${cardLabel(other)}` }))
    expect(await within(item).findByText('Default')).toBeInTheDocument()
    expect((await getMyCards()).cards.find((card) => card.id === other.id)?.is_default).toBe(true)
  })

  it('adds a card through the card form', async () => {
    await signInAsMember()
    const before = (await getMyCards()).cards.length
    const { user } = renderMethods()
    await user.click(await screen.findByRole('button', { name: 'Add a card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' })
    await user.type(await within(dialog).findByLabelText('Card number'), '378282246310005')
    await user.type(within(dialog).getByLabelText('Expiry date'), futureExpiry)
    await user.type(within(dialog).getByLabelText('Security code'), '1234')
    await user.type(within(dialog).getByLabelText('Name on card'), 'Maya Thompson')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))

    expect(await screen.findByText('American Express ·0005')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect((await getMyCards()).cards).toHaveLength(before + 1)
  })

  it('shows a decline when adding, clearing only the number', async () => {
    await signInAsMember()
    const before = (await getMyCards()).cards.length
    const { user } = renderMethods()
    await user.click(await screen.findByRole('button', { name: 'Add a card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' })
    const number = await within(dialog).findByLabelText('Card number')
    await user.type(number, '4000000000000002')
    await user.type(within(dialog).getByLabelText('Expiry date'), futureExpiry)
    await user.type(within(dialog).getByLabelText('Security code'), '123')
    await user.type(within(dialog).getByLabelText('Name on card'), 'Maya Thompson')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))

    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument()
    await waitFor(() => expect(number).toHaveValue(''))
    expect(within(dialog).getByLabelText('Name on card')).toHaveValue('Maya Thompson')
    expect((await getMyCards()).cards).toHaveLength(before)
  })

  it('removes a card after confirming', async () => {
    await signInAsMember()
    const { cards } = await getMyCards()
    const other = cards.find((card) => !card.is_default)!
    const { user } = renderMethods()
    const item = await cardItem(cardLabel(other))
    await user.click(within(item).getByRole('button', { name: `Remove: ${cardLabel(other)}` }))
    const dialog = await screen.findByRole('dialog', { name: `Remove ${cardLabel(other)}?` })
    expect(within(dialog).getByRole('button', { name: 'Keep card' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }))
    await waitFor(() => expect(screen.queryByText(cardLabel(other))).not.toBeInTheDocument())
    expect((await getMyCards()).cards.map((card) => card.id)).not.toContain(other.id)
  })

  it('shows the server’s refusal to remove the last card of a live plan', async () => {
    await signInAsMember('second@movetime.app')
    const { cards } = await getMyCards()
    expect(cards).toHaveLength(1)
    const only = cards[0]!
    const { user } = renderMethods()
    const item = await cardItem(cardLabel(only))
    await user.click(within(item).getByRole('button', { name: `Remove: ${cardLabel(only)}` }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CARD_RULE_MESSAGES.lastCard)
    expect((await getMyCards()).cards).toHaveLength(1)
  })

  it('shows the empty state to a member with no cards', async () => {
    await signInAsMember('priya.shah@example.com')
    renderMethods()
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled()
  })

  it('says payments need a connection when offline', async () => {
    await signInAsMember()
    await setMockOffline(true)
    renderMethods()
    expect(await screen.findByRole('heading', { name: 'Payments need a connection' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument()
  })
})
