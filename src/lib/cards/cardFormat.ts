import { cardNumberGroups, digitsOnly, maxCardNumberLength } from './cardRules'

/*
 * What the card fields show while the member types: the number grouped by brand, the expiry
 * as MM/YY. Values are kept as digits; these only turn them into text and back.
 */

/** Digits of a typed or pasted card number, cut to the most its brand can have. */
export function cardNumberDigits(value: string): string {
  const digits = digitsOnly(value)
  return digits.slice(0, maxCardNumberLength(digits))
}

/** "378282246310005" → "3782 822463 10005"; a partial number is grouped as far as it goes. */
export function formatCardNumber(digits: string): string {
  const groups: string[] = []
  let start = 0
  for (const size of cardNumberGroups(digits)) {
    if (start >= digits.length) break
    groups.push(digits.slice(start, start + size))
    start += size
  }
  return groups.join(' ')
}

/**
 * Digits of a typed or pasted expiry, MMYY. A pasted "12/2028" keeps its month and the
 * year's last two digits rather than reading as month 12, year 20.
 */
export function expiryDigits(value: string): string {
  const longYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(value)
  if (longYear?.[1] && longYear[2]) return `${longYear[1].padStart(2, '0')}${longYear[2]}`
  return digitsOnly(value).slice(0, 4)
}

/** docs/product.md §5: MM/YY once three or more digits exist ("123" → "12/3"); fewer stay as typed. */
export function formatExpiry(digits: string): string {
  return digits.length >= 3 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Where the caret goes in `formatted` so that `digitCount` digits stand before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1
    if (seen === digitCount) return index + 1
  }
  return formatted.length
}

export interface DigitEdit {
  digits: string
  /** How many digits stand before the caret after the edit. */
  caretDigits: number
}

export interface DigitEditInput {
  /** The digits before the edit, and the text they were shown as. */
  previousDigits: string
  previousText: string
  /** The input's text and caret after the browser applied the edit. */
  text: string
  caret: number | null
  /** From InputEvent.inputType; tells Delete from Backspace. */
  inputType?: string
  /** Turns text into the field's digits (sanitising, cutting to length). */
  toDigits: (text: string) => string
}

/**
 * Applies one edit of a formatted field to its digits. Deleting only a space or slash would
 * change nothing (formatting puts it straight back), so the digit beside it goes instead.
 */
export function editDigits({ previousDigits, previousText, text, caret, inputType, toDigits }: DigitEditInput): DigitEdit {
  const at = caret ?? text.length
  const digits = toDigits(text)
  const caretDigits = digitsOnly(text.slice(0, at)).length
  const deletedSeparator = digits === previousDigits && text.length < previousText.length
  if (!deletedSeparator) return { digits, caretDigits: Math.min(caretDigits, digits.length) }
  if (inputType === 'deleteContentForward') {
    return { digits: previousDigits.slice(0, caretDigits) + previousDigits.slice(caretDigits + 1), caretDigits }
  }
  if (caretDigits === 0) return { digits, caretDigits }
  return {
    digits: previousDigits.slice(0, caretDigits - 1) + previousDigits.slice(caretDigits),
    caretDigits: caretDigits - 1,
  }
}
