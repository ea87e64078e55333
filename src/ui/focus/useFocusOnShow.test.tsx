import { useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusOnShow } from './useFocusOnShow'

function Notice({ attempt, when = true }: { attempt?: number; when?: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  useFocusOnShow(box, attempt, when)
  return (
    <div ref={box} tabIndex={-1} role="alert">
      {`Attempt ${attempt ?? 0}`}
    </div>
  )
}

function FormWithNotice() {
  const [attempt, setAttempt] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setAttempt((count) => count + 1)}>
        Send
      </button>
      <Notice attempt={attempt} when={attempt > 0} />
    </>
  )
}

describe('useFocusOnShow', () => {
  it('moves focus to the element when it is shown', () => {
    render(<Notice />)
    expect(screen.getByRole('alert')).toHaveFocus()
  })

  it('waits for its condition, then moves focus again at each new key', async () => {
    const user = userEvent.setup()
    render(<FormWithNotice />)
    const send = screen.getByRole('button', { name: 'Send' })
    expect(screen.getByRole('alert')).not.toHaveFocus()
    await user.click(send)
    expect(screen.getByRole('alert')).toHaveFocus()
    await user.click(send)
    expect(screen.getByRole('alert')).toHaveFocus()
  })

  describe('outside act, as a page updates after its data arrives', () => {
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    afterEach(() => {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous
    })

    it('has moved focus by the time anything watching the page sees the element', async () => {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
      const host = document.body.appendChild(document.createElement('div'))
      const root = createRoot(host)
      // What a findBy does: a MutationObserver that looks as soon as the element is in the page.
      const focusedWhenSeen = new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = host.querySelector('[role="alert"]')
          if (!shown) return
          observer.disconnect()
          resolve(document.activeElement === shown)
        })
        observer.observe(host, { childList: true, subtree: true })
      })
      root.render(<Notice />)
      expect(await focusedWhenSeen).toBe(true)
      root.unmount()
      host.remove()
    })
  })
})
