import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MenuButton } from './MenuButton'

function renderMenu() {
  render(
    <>
      <MenuButton label="Account" renderMenu={(close) => <button type="button" onClick={close}>Choose</button>}>
        A
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  )
  return screen.getByRole('button', { name: 'Account' })
}

describe('MenuButton', () => {
  it('opens and closes from its button, naming what it controls', async () => {
    const button = renderMenu()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Choose' })).not.toBeInTheDocument()
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('group', { name: 'Account' }).id)
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and hands focus back to the button', async () => {
    const button = renderMenu()
    await userEvent.click(button)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Choose' })).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('closes on a click outside, leaving focus where the member clicked', async () => {
    const button = renderMenu()
    await userEvent.click(button)
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
  })

  it('stays open on a click inside, and closes when an item is chosen', async () => {
    const button = renderMenu()
    await userEvent.click(button)
    fireEvent.mouseDown(screen.getByRole('group', { name: 'Account' }))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes when focus tabs away from it', async () => {
    const button = renderMenu()
    await userEvent.click(button)
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
