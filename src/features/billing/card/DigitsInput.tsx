import { useLayoutEffect, useRef, type InputHTMLAttributes, type Ref } from 'react'
import { caretAfterDigits, editDigits } from '@/lib/cards/cardFormat'

export interface DigitsInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'> {
  /** The digits the field holds; shown through `format`. */
  digits: string
  format: (digits: string) => string
  /** Sanitises typed or pasted text into digits (and cuts them to length). */
  toDigits: (text: string) => string
  onDigitsChange: (digits: string) => void
  ref?: Ref<HTMLInputElement | null>
}

/**
 * A text input that holds digits and shows them formatted (grouped card number, MM/YY).
 * Anything but digits is dropped as it is typed or pasted, and the caret stays beside the digit
 * the member was editing rather than jumping to the end when spaces come and go.
 */
export function DigitsInput({ digits, format, toDigits, onDigitsChange, ref, ...inputProps }: DigitsInputProps) {
  const input = useRef<HTMLInputElement | null>(null)
  const pendingCaret = useRef<number | null>(null)
  const text = format(digits)

  useLayoutEffect(() => {
    const element = input.current
    if (pendingCaret.current === null || !element || element !== element.ownerDocument.activeElement) return
    const position = caretAfterDigits(text, pendingCaret.current)
    pendingCaret.current = null
    element.setSelectionRange(position, position)
  })

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }

  return (
    <input
      {...inputProps}
      ref={setRefs}
      type="text"
      inputMode="numeric"
      spellCheck={false}
      autoCorrect="off"
      value={text}
      onChange={(event) => {
        const nativeEvent = event.nativeEvent as Partial<InputEvent>
        const edit = editDigits({
          previousDigits: digits,
          previousText: text,
          text: event.target.value,
          caret: event.target.selectionStart,
          inputType: nativeEvent.inputType,
          toDigits,
        })
        if (edit.digits === digits) {
          // Nothing to re-render (a letter was typed): React puts the old text back, then the caret goes home.
          const element = event.target
          const position = caretAfterDigits(text, edit.caretDigits)
          queueMicrotask(() => element.setSelectionRange(position, position))
          return
        }
        pendingCaret.current = edit.caretDigits
        onDigitsChange(edit.digits)
      }}
    />
  )
}
