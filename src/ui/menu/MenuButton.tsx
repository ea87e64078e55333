import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { DisclosureButton } from '../button/DisclosureButton'
import './menuButton.css'

export interface MenuButtonProps {
  /** The button's accessible name, e.g. "Account". */
  label: string
  /** What the button shows; the label stays its name (an icon, initials, or the label itself). */
  children: ReactNode
  /** The menu's contents, given a way to close it (after an item is chosen). */
  renderMenu: (close: () => void) => ReactNode
  className?: string
}

/**
 * A disclosure menu: a button with aria-expanded that shows a small panel of links and buttons.
 * Escape or a click outside closes it and hands focus back to the button, so keyboard and
 * screen-reader users never lose their place. (Not role="menu": its items are ordinary links and
 * buttons reached with Tab, which needs no arrow-key model.)
 */
export function MenuButton({ label, children, renderMenu, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Set when a close should hand focus back to the button; applied once the menu has gone.
  const [focusOnClose, setFocusOnClose] = useState(false)
  const close = useCallback((returnFocus = true) => {
    setOpen(false)
    setFocusOnClose(returnFocus)
  }, [])

  useEffect(() => {
    if (open || !focusOnClose) return
    buttonRef.current?.focus()
  }, [open, focusOnClose])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      // Claimed here so the sidebar's own Escape handler leaves it alone.
      event.preventDefault()
      close()
    }
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return
      // The member tapped elsewhere: focus goes where they tapped, not back to the button.
      close(false)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close])

  return (
    <div ref={rootRef} className={['mt-menu', className].filter(Boolean).join(' ')}>
      <DisclosureButton
        ref={buttonRef}
        className="mt-menu__button"
        aria-label={label}
        expanded={open}
        controls={open ? menuId : undefined}
        onClick={() => {
          setFocusOnClose(false)
          setOpen((shown) => !shown)
        }}
      >
        {children}
      </DisclosureButton>
      {open && (
        <div id={menuId} className="mt-menu__panel" role="group" aria-label={label}>
          {renderMenu(() => close())}
        </div>
      )}
    </div>
  )
}
