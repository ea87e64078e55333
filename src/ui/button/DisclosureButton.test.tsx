import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { DisclosureButton } from './DisclosureButton'

describe('DisclosureButton', () => {
  it('is a plain button that says whether it shows what it controls, and which', () => {
    const { rerender } = render(
      <form>
        <DisclosureButton expanded={false} controls="panel">
          Filters
        </DisclosureButton>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Filters' })
    // Inside a form, a button without a type would submit it.
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'panel')
    rerender(
      <form>
        <DisclosureButton expanded controls={undefined}>
          Filters
        </DisclosureButton>
      </form>,
    )
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).not.toHaveAttribute('aria-controls')
  })
})
