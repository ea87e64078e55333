import type { CardBrand } from './cardBrand'

/*
 * docs/product.md §5's card rules as pure functions, shared by the card form and the mock card provider
 * so both refuse the same numbers. Every function takes digits only (see digitsOnly).
 */

/** Drops everything that is not a digit: typed letters, spaces and dashes of a pasted number. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** An inclusive range of leading numbers, all `width` digits long. */
interface PrefixRange {
  brand: Exclude<CardBrand, 'unknown'>
  low: number
  high: number
}

function range(brand: PrefixRange['brand'], low: number, high = low): PrefixRange {
  return { brand, low, high }
}

const PREFIX_RANGES: readonly PrefixRange[] = [
  range('visa', 4),
  range('mastercard', 51, 55),
  range('mastercard', 2221, 2720),
  range('amex', 34),
  range('amex', 37),
  range('discover', 6011),
  range('discover', 644, 649),
  range('discover', 65),
  range('diners', 36),
  range('diners', 30),
  range('diners', 38, 39),
  range('jcb', 3528, 3589),
  range('unionpay', 62),
]

/**
 * A partial number matches a range once every number it could still become lies inside it,
 * so "23" is already a Mastercard while "22" waits for "2221".
 */
function matches(digits: string, { low, high }: PrefixRange): boolean {
  const width = String(low).length
  const lead = digits.slice(0, width)
  if (lead.length === 0) return false
  const smallest = Number(lead.padEnd(width, '0'))
  const largest = Number(lead.padEnd(width, '9'))
  return smallest >= low && largest <= high
}

/** The brand as far as the digits typed so far tell it; 'unknown' until they do. */
export function detectCardBrand(digits: string): CardBrand {
  return PREFIX_RANGES.find((prefix) => matches(digits, prefix))?.brand ?? 'unknown'
}

/** The mod-10 checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** docs/product.md §5: four digits for American Express, three for every other brand. */
export function cvcLengthFor(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3
}

/** docs/product.md §5 groups Diners Club 4-6-4, the layout of its 14-digit cards. */
const DINERS_FOURTEEN = 14

/**
 * How the number is grouped on screen, as group sizes in order. Diners Club numbers (30, 36, 38,
 * 39) are 4-6-4 while they have at most 14 digits; a 15th digit means one of the 16-digit Diners
 * cards (Stripe's 3056 9300 0902 0004), which reflows to fours so every digit still fits.
 */
export function cardNumberGroups(digits: string): readonly number[] {
  const brand = detectCardBrand(digits)
  if (brand === 'amex') return [4, 6, 5]
  if (brand === 'diners') return digits.length <= DINERS_FOURTEEN ? [4, 6, 4] : [4, 4, 4, 4]
  return [4, 4, 4, 4, 3]
}

/** The lengths a complete number of this brand may have. */
export function cardNumberLengths(digits: string): readonly number[] {
  switch (detectCardBrand(digits)) {
    case 'amex':
      return [15]
    case 'diners':
      return [14, 16]
    case 'visa':
      return [13, 16, 19]
    case 'mastercard':
      return [16]
    case 'discover':
    case 'jcb':
    case 'unionpay':
      return [16, 17, 18, 19]
    case 'unknown':
      return [12, 13, 14, 15, 16, 17, 18, 19]
  }
}

/** The most digits the number field accepts: 15 for Amex, 16 for Diners (14 or 16), else 19. */
export function maxCardNumberLength(digits: string): number {
  return Math.max(...cardNumberLengths(digits), cardNumberGroups(digits).reduce((total, size) => total + size, 0))
}

export type CardNumberProblem = 'empty' | 'incomplete' | 'invalid'

/** Why a number cannot be a card: missing, too short to be one, or wrong (length or checksum). */
export function cardNumberProblem(digits: string): CardNumberProblem | null {
  if (digits.length === 0) return 'empty'
  const lengths = cardNumberLengths(digits)
  if (!lengths.includes(digits.length)) {
    return digits.length < Math.max(...lengths) ? 'incomplete' : 'invalid'
  }
  return passesLuhn(digits) ? null : 'invalid'
}

export interface Expiry {
  month: number
  /** Four digits. */
  year: number
}

export type ExpiryProblem = 'empty' | 'incomplete' | 'month' | 'expired'

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getFullYear()
  const thisMonth = now.getMonth() + 1
  return year < thisYear || (year === thisYear && month < thisMonth)
}

/** The expiry's digits, MMYY, as the member typed them. */
export function parseExpiry(digits: string): Expiry | null {
  if (!/^\d{4}$/.test(digits)) return null
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) }
}

export function expiryProblem(digits: string, now: Date): ExpiryProblem | null {
  if (digits.length === 0) return 'empty'
  const expiry = parseExpiry(digits)
  if (expiry === null) return 'incomplete'
  if (expiry.month < 1 || expiry.month > 12) return 'month'
  return isExpired(expiry.month, expiry.year, now) ? 'expired' : null
}

export type CvcProblem = 'empty' | 'length'

export function cvcProblem(cvc: string, brand: CardBrand): CvcProblem | null {
  if (cvc.length === 0) return 'empty'
  return /^\d+$/.test(cvc) && cvc.length === cvcLengthFor(brand) ? null : 'length'
}
