import { describe, it, expect, vi } from 'vitest'
import { useRef } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog, type DialogProps } from './Dialog'

function Harness(props: Partial<DialogProps>) {
  const focusRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open
      title="Delete move?"
      description="This cannot be undone."
      initialFocusRef={focusRef}
      actions={
        <>
          <button type="button">Cancel</button>
          <button type="button" ref={focusRef}>
            Delete
          </button>
        </>
      }
      {...props}
    />
  )
}

describe('Dialog', () => {
  it('is named by its title and described by its description', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Delete move?' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(screen.getByRole('heading', { level: 2, name: 'Delete move?' })).toBeInTheDocument()
  })

  it('renders nothing while closed', () => {
    render(<Harness open={false} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('focuses initialFocusRef on open', () => {
    render(<Harness />)
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus()
  })

  it('asks to close on Escape', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('ignores Escape when not dismissible', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} dismissible={false} />)
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('returns focus to where it was when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">Open</button>
        <Harness open={false} />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    rerender(
      <>
        <button type="button">Open</button>
        <Harness open />
      </>,
    )
    expect(opener).not.toHaveFocus()
    rerender(
      <>
        <button type="button">Open</button>
        <Harness open={false} />
      </>,
    )
    expect(opener).toHaveFocus()
  })
})
