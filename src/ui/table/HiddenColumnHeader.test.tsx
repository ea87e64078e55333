import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { HiddenColumnHeader } from './HiddenColumnHeader'

describe('HiddenColumnHeader', () => {
  it('names its column for screen readers and hides the words on screen', () => {
    render(
      <table>
        <thead>
          <tr>
            <HiddenColumnHeader label="Actions" />
          </tr>
        </thead>
      </table>,
    )
    const header = screen.getByRole('columnheader', { name: 'Actions' })
    expect(header).toHaveAttribute('scope', 'col')
    expect(header.querySelector('.visually-hidden')).toHaveTextContent('Actions')
  })
})
