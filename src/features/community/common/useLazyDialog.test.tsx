import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { useState } from 'react'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { LAZY_DIALOG_FAILED, useLazyDialog } from './useLazyDialog'

interface Code {
  words: string
}

/** A load the test settles by hand, as a slow network would. */
function slowLoad() {
  let settle: { resolve: (code: Code) => void; reject: (error: Error) => void } | null = null
  const load = vi.fn(() => new Promise<Code>((resolve, reject) => (settle = { resolve, reject })))
  return {
    load,
    resolve: (code: Code) => act(async () => settle?.resolve(code)),
    reject: () => act(async () => settle?.reject(new TypeError('Failed to fetch dynamically imported module'))),
  }
}

function Opener({ load, focusWhenShown }: { load: () => Promise<Code>; focusWhenShown: (element: Element | null) => void }) {
  const dialog = useLazyDialog(load)
  const [shown, setShown] = useState('')
  const open = () =>
    dialog.open('open', (code) => {
      focusWhenShown(document.activeElement)
      setShown(code.words)
    })
  return (
    <>
      <Button busy={dialog.loading === 'open'} onClick={open}>
        Open
      </Button>
      <p data-testid="shown">{shown}</p>
      <p data-testid="module">{dialog.module?.words ?? ''}</p>
    </>
  )
}

function renderOpener(load: () => Promise<Code>) {
  const focusWhenShown = vi.fn()
  const view = render(
    <Provider store={appStore}>
      <Opener load={load} focusWhenShown={focusWhenShown} />
    </Provider>,
  )
  return { ...view, user: userEvent.setup(), focusWhenShown, button: screen.getByRole('button', { name: 'Open' }) }
}

describe('useLazyDialog', () => {
  it('shows busy on the opener while the code loads, then gives it focus back before the dialog opens', async () => {
    const code = slowLoad()
    const { user, button, focusWhenShown } = renderOpener(code.load)
    await user.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    await user.click(button)
    expect(code.load).toHaveBeenCalledTimes(1)
    // A browser drops focus from a button that becomes disabled; jsdom keeps it (and will not blur a
    // disabled element), so drop it here as a browser would.
    const disabledButton = button as HTMLButtonElement
    disabledButton.disabled = false
    disabledButton.blur()
    disabledButton.disabled = true
    expect(document.body).toHaveFocus()

    await code.resolve({ words: 'Remove Jordan?' })
    expect(screen.getByTestId('shown')).toHaveTextContent('Remove Jordan?')
    expect(button).not.toHaveAttribute('aria-busy')
    // The dialog notes the focused element when it opens, to return focus there when it closes.
    expect(focusWhenShown).toHaveBeenCalledWith(button)
  })

  it('opens at once with code already loaded, on this page and on a later visit', async () => {
    const code = slowLoad()
    const first = renderOpener(code.load)
    await first.user.click(first.button)
    await code.resolve({ words: 'Block Sofia?' })
    first.unmount()

    const later = renderOpener(code.load)
    expect(screen.getByTestId('module')).toHaveTextContent('Block Sofia?')
    await later.user.click(later.button)
    expect(later.button).not.toHaveAttribute('aria-busy')
    expect(code.load).toHaveBeenCalledTimes(1)
  })

  it('says when the code could not load, and tries again on the next open', async () => {
    const code = slowLoad()
    const { user, button } = renderOpener(code.load)
    await user.click(button)
    await code.reject()
    expect(appStore.get(snackbarAtom)).toMatchObject({ globalMessage: LAZY_DIALOG_FAILED, toastStatus: 'error' })
    expect(button).toBeEnabled()
    expect(screen.getByTestId('shown')).toHaveTextContent('')

    await user.click(button)
    expect(code.load).toHaveBeenCalledTimes(2)
    await code.resolve({ words: 'Remove Tom?' })
    expect(screen.getByTestId('shown')).toHaveTextContent('Remove Tom?')
  })
})
