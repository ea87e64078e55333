import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { SNACKBAR_DEFAULT_MS, showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { SnackbarHost } from './SnackbarHost'

function renderHost() {
  const store = createStore()
  render(
    <Provider store={store}>
      <SnackbarHost />
    </Provider>,
  )
  const show = (text: string, extra: { status?: 'success' | 'error'; duration?: number } = {}) =>
    act(() => store.set(showSnackbarAtom, { text, ...extra }))
  return { show }
}

describe('SnackbarHost', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a message and clears it after 3000 ms', () => {
    const { show } = renderHost()
    show('Profile saved.')
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved.')

    // docs/product.md §9's 3000 ms written out, so a changed constant cannot pass by checking itself.
    expect(SNACKBAR_DEFAULT_MS).toBe(3000)
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved.')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument()
  })

  it('shows a message that came before it mounted, for its full duration', () => {
    const store = createStore()
    store.set(showSnackbarAtom, { text: 'Link copied.' })
    act(() => vi.advanceTimersByTime(5000))
    render(
      <Provider store={store}>
        <SnackbarHost />
      </Provider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.')
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('announces errors as alerts', () => {
    const { show } = renderHost()
    show('Could not save.', { status: 'error' })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.')
  })

  it('restarts the timer for a newer message', () => {
    const { show } = renderHost()
    show('First.')
    act(() => vi.advanceTimersByTime(2000))
    show('First.')
    act(() => vi.advanceTimersByTime(2000))
    // 4000 ms after the first, but only 2000 ms after the second: still visible.
    expect(screen.getByRole('status')).toHaveTextContent('First.')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('honours a custom duration', () => {
    const { show } = renderHost()
    show('Long one.', { duration: 6000 })
    act(() => vi.advanceTimersByTime(5999))
    expect(screen.getByRole('status')).toHaveTextContent('Long one.')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('clears at once from Dismiss', () => {
    const { show } = renderHost()
    show('Saved.')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
