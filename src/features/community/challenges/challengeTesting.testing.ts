import { act } from '@testing-library/react'

/**
 * Test-only: the browser says it is offline (navigator.onLine false, and the `offline` event), as a
 * phone in a gym does; returns the way back. The mock's network switch is separate: this is what
 * the page itself can know.
 */
export function browserOffline(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  return () => {
    // The instance property shadows the prototype's; removing it restores the browser's own.
    Reflect.deleteProperty(navigator, 'onLine')
    if (descriptor) act(() => void window.dispatchEvent(new Event('online')))
  }
}
