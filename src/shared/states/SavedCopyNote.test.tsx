import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SavedCopyNote } from './SavedCopyNote'

const SYNCED_AT = Date.UTC(2026, 10, 27, 18, 30)
const formatted = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(SYNCED_AT)

describe('SavedCopyNote', () => {
  it('says what is shown and when the device last synced', () => {
    render(<SavedCopyNote saved={{ savedAt: SYNCED_AT }} text="Showing the moves saved on this device." onRetry={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent(`Showing the moves saved on this device. Last synced ${formatted}.`)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('leaves the time out when the device never synced', () => {
    render(<SavedCopyNote saved={{ savedAt: null }} text="Showing the moves saved on this device." onRetry={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing the moves saved on this device\.$/)
  })

  it('says why when the server refused, with Try again', () => {
    const onRetry = vi.fn()
    render(<SavedCopyNote saved={{ savedAt: SYNCED_AT, message: 'The library service is not answering.' }} text="unused" onRetry={onRetry} />)
    expect(screen.getByRole('status')).toHaveTextContent(`The library service is not answering. Last synced ${formatted}.`)
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
