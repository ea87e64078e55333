import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SavedCopyNote } from './SavedCopyNote'

const SYNCED_AT = Date.UTC(2026, 10, 27, 18, 30)
const formatted = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(SYNCED_AT)

describe('SavedCopyNote', () => {
  it('says when the device last synced, as a machine-readable time written once the note has painted', async () => {
    render(<SavedCopyNote saved={{ savedAt: SYNCED_AT }} text="Showing the moves saved on this device." onRetry={vi.fn()} />)

    const note = screen.getByRole('status')
    expect(note).toHaveTextContent(/^Showing the moves saved on this device\. Last synced/)
    expect(await screen.findByText(formatted)).toHaveAttribute('datetime', new Date(SYNCED_AT).toISOString())
    expect(note).toHaveTextContent(`Last synced ${formatted}.`)
  })

  it('leaves the time out when the device never synced', () => {
    render(<SavedCopyNote saved={{ savedAt: null }} text="Showing the moves saved on this device." onRetry={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing the moves saved on this device\.$/)
  })
})
