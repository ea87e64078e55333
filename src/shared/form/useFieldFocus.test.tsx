import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useFieldFocus } from './useFieldFocus'

const ORDER = ['name', 'email'] as const

/** A form whose server check answers after the first render, as a real one does. */
function ServerCheckedForm() {
  const { fieldRef, focusFirst } = useFieldFocus(ORDER)
  const [emailError, setEmailError] = useState<string>()
  useEffect(() => {
    const answer = setTimeout(() => {
      setEmailError('That email is already registered.')
      focusFirst(['email'])
    }, 0)
    return () => clearTimeout(answer)
  }, [focusFirst])
  return (
    <form>
      <input aria-label="Name" ref={fieldRef('name')} />
      <input aria-label="Email" ref={fieldRef('email')} />
      {emailError && <p className="error">{emailError}</p>}
    </form>
  )
}

describe('useFieldFocus outside act, as a form updates after the server answers', () => {
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  afterEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous
  })

  it('has focused the field by the time anything watching the page sees its message', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const host = document.body.appendChild(document.createElement('div'))
    const root = createRoot(host)
    // What a findBy does: a MutationObserver that looks as soon as the message is in the page.
    const focusedWhenSeen = new Promise<string | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!host.querySelector('.error')) return
        observer.disconnect()
        resolve(document.activeElement?.getAttribute('aria-label') ?? null)
      })
      observer.observe(host, { childList: true, subtree: true })
    })
    root.render(<ServerCheckedForm />)
    expect(await focusedWhenSeen).toBe('Email')
    root.unmount()
    host.remove()
  })
})
