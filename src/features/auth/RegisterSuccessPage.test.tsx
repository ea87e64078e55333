import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { RegisterSuccessPage } from './RegisterSuccessPage'
import { renderWithRouter } from '@tests/support/renderWithRouter'

describe('RegisterSuccessPage', () => {
  it('names the address the link went to and points to the mock mailbox in mock mode', () => {
    renderWithRouter(<RegisterSuccessPage />, { path: '/register/success', at: '/register/success?email=ada%40example.com' })
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument()
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    // Vitest runs in mock mode (__MOCK__ is true without VITE_API_URL).
    expect(screen.getByText('Open the Developer panel → Mailbox to see it.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login')
  })

  it('still reads well without an email in the address', () => {
    renderWithRouter(<RegisterSuccessPage />, { path: '/register/success', at: '/register/success' })
    expect(screen.getByText(/We sent a verification link to your email address\./)).toBeInTheDocument()
  })
})
