import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { tokenFromMailbox } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { messages } from '../validation'
import { MagicLinkPage } from './MagicLinkPage'

function renderPage() {
  return renderWithRouter(<MagicLinkPage />, { path: '/magic-login', at: '/magic-login' })
}

async function ask(user: ReturnType<typeof renderPage>['user'], email: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Email me a link' }))
  return screen.findByRole('heading', { level: 1, name: 'Check your inbox' })
}

describe('MagicLinkPage', () => {
  it('mails the member a link to this app’s verify page and says to check the inbox', async () => {
    const { user, container } = renderPage()
    expect(await seriousAxeViolations(container)).toEqual([])
    await ask(user, 'member@movetime.app')

    expect(screen.getByText('member@movetime.app')).toBeInTheDocument()
    expect(screen.getByText(/The link works once, within 15 minutes/)).toBeInTheDocument()
    // Mock mode points at the developer panel's mailbox, like the register success page.
    expect(screen.getByText('Open the Developer panel → Mailbox to see it.')).toBeInTheDocument()
    const token = await tokenFromMailbox('member@movetime.app', `${window.location.origin}/magic-login/verify`)
    expect(token).not.toBe('')
  })

  it('answers the same for an email with no account, and sends nothing', async () => {
    const { user } = renderPage()
    await ask(user, 'nobody@example.com')
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('nobody@example.com')
    await expect(tokenFromMailbox('nobody@example.com', '/magic-login/verify')).rejects.toThrow()
  })

  it('checks the email first, and "Use a different email" keeps what was typed', async () => {
    const { user } = renderPage()
    await user.click(screen.getByRole('button', { name: 'Email me a link' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired)

    await ask(user, 'member@movetime.app')
    await user.click(screen.getByRole('button', { name: 'Use a different email' }))
    expect(screen.getByLabelText('Email')).toHaveValue('member@movetime.app')
  })
})
