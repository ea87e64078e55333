import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onClose = vi.fn()
  const view = render(
    <ConfirmDialog
      subject={1}
      title="Remove Visa ·4242?"
      keepLabel="Keep card"
      confirmLabel="Remove card"
      busyLabel="Removing…"
      onClose={onClose}
      onConfirm={async () => {}}
      {...props}
    />,
  )
  return { ...view, onClose }
}

describe('ConfirmDialog', () => {
  it('starts with focus on the keep button, so a stray Enter changes nothing', () => {
    renderConfirm()
    expect(screen.getByRole('button', { name: 'Keep card' })).toHaveFocus()
  })

  it('keeps a failure in the open dialog with its reason, and a new subject drops it', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Add another card before removing the one your plan is charged to.'))
    const { rerender } = renderConfirm({ onConfirm })
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Add another card before removing')
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    rerender(
      <ConfirmDialog subject={2} title="Remove Mastercard ·4444?" keepLabel="Keep card" confirmLabel="Remove card" onClose={() => {}} onConfirm={onConfirm} />,
    )
    expect(screen.queryByText(/Add another card/)).not.toBeInTheDocument()
  })

  it('shows the busy label and cannot be dismissed while the work runs', async () => {
    let finish: () => void = () => {}
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve))
    const { onClose } = renderConfirm({ onConfirm })
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }))
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keep card' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    finish()
    expect(await screen.findByRole('button', { name: 'Remove card' })).toBeInTheDocument()
  })
})
