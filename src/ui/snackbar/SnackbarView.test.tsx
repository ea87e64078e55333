import { describe, it, expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SnackbarView } from './SnackbarView'

describe('SnackbarView', () => {
  it('keeps both live regions in the DOM, empty, when there is no message', () => {
    render(<SnackbarView message="" status="success" onDismiss={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.getByRole('alert')).toHaveTextContent('')
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument()
  })

  it.each(['success', 'info'] as const)('announces %s politely', (status) => {
    render(<SnackbarView message="Saved." status={status} onDismiss={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it.each(['error', 'warning'] as const)('announces %s as an alert', (status) => {
    render(<SnackbarView message="Failed." status={status} onDismiss={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('calls onDismiss from the Dismiss button', async () => {
    const onDismiss = vi.fn()
    render(<SnackbarView message="Saved." status="success" onDismiss={onDismiss} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})
