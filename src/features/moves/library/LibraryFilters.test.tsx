import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { LibraryFilters } from './LibraryFilters'
import { NO_FILTERS, type MoveFilters } from './moveFilters'

function mockViewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function Harness({ onChange, resultCount }: { onChange: (filters: MoveFilters) => void; resultCount?: number }) {
  const [filters, setFilters] = useState<MoveFilters>({ ...NO_FILTERS, text: 'squat' })
  return (
    <LibraryFilters
      filters={filters}
      resultCount={resultCount}
      onChange={(next) => {
        setFilters(next)
        onChange(next)
      }}
    />
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('LibraryFilters on a phone', () => {
  it('keeps the filters off the page until the Filters button opens them in a dialog', async () => {
    mockViewport(false)
    render(<Harness onChange={() => {}} resultCount={12} />)
    const button = screen.getByRole('button', { name: 'Filters' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Body area' })).not.toBeInTheDocument()

    await userEvent.click(button)
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(sheet).getByRole('group', { name: 'Body area' })).toBeInTheDocument()
    expect(within(sheet).getByRole('button', { name: 'Show 12 moves' })).toBeInTheDocument()
  })

  it('applies choices as they are made, counts them on the button, and clears all but the search', async () => {
    mockViewport(false)
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Core' }))
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Bench' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ areas: ['Core'], equipment: ['Bench'], text: 'squat' }))
    expect(screen.getByRole('button', { name: 'Filters (2 selected)' })).toBeInTheDocument()

    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, text: 'squat' })
    expect(within(sheet).getByRole('checkbox', { name: 'Core' })).not.toBeChecked()
  })

  it('closes on Escape or "Show moves" and gives focus back to the Filters button', async () => {
    mockViewport(false)
    render(<Harness onChange={() => {}} />)
    const button = screen.getByRole('button', { name: 'Filters' })
    await userEvent.click(button)
    await screen.findByRole('dialog', { name: 'Filters' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()

    await userEvent.click(button)
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show moves' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})

describe('LibraryFilters on a wide screen', () => {
  it('shows the groups inline from the start, behind a disclosure button', async () => {
    mockViewport(true)
    render(<Harness onChange={() => {}} />)
    const button = screen.getByRole('button', { name: 'Filters' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).not.toHaveAttribute('aria-haspopup')
    expect(screen.getByRole('group', { name: 'Duration' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(button)
    expect(screen.queryByRole('group', { name: 'Duration' })).not.toBeInTheDocument()
  })
})
