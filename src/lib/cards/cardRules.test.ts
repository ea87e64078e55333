// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CardBrand } from './cardBrand'
import { caretAfterDigits, cardNumberDigits, editDigits, expiryDigits, formatCardNumber, formatExpiry } from './cardFormat'
import {
  cardNumberProblem,
  cvcLengthFor,
  cvcProblem,
  detectCardBrand,
  digitsOnly,
  expiryProblem,
  isExpired,
  maxCardNumberLength,
  parseExpiry,
  passesLuhn,
} from './cardRules'

/** Stripe's published test numbers (docs.stripe.com/testing), with how docs/product.md §5 shows them. */
const STRIPE_TEST_CARDS: readonly { number: string; brand: CardBrand; shown: string }[] = [
  { number: '4242424242424242', brand: 'visa', shown: '4242 4242 4242 4242' },
  { number: '4000056655665556', brand: 'visa', shown: '4000 0566 5566 5556' },
  { number: '5555555555554444', brand: 'mastercard', shown: '5555 5555 5555 4444' },
  { number: '2223003122003222', brand: 'mastercard', shown: '2223 0031 2200 3222' },
  { number: '5200828282828210', brand: 'mastercard', shown: '5200 8282 8282 8210' },
  { number: '378282246310005', brand: 'amex', shown: '3782 822463 10005' },
  { number: '371449635398431', brand: 'amex', shown: '3714 496353 98431' },
  { number: '6011111111111117', brand: 'discover', shown: '6011 1111 1111 1117' },
  { number: '6011000990139424', brand: 'discover', shown: '6011 0009 9013 9424' },
  { number: '3056930009020004', brand: 'diners', shown: '3056 9300 0902 0004' },
  { number: '36227206271667', brand: 'diners', shown: '3622 720627 1667' },
  { number: '30569309025904', brand: 'diners', shown: '3056 930902 5904' },
  { number: '3566002020360505', brand: 'jcb', shown: '3566 0020 2036 0505' },
  { number: '6200000000000005', brand: 'unionpay', shown: '6200 0000 0000 0005' },
]

/** The last digit moved by one: the checksum no longer holds. */
function breakLuhn(number: string): string {
  const last = Number(number.at(-1))
  return number.slice(0, -1) + String((last + 1) % 10)
}

const MAY_2026 = new Date(2026, 4, 15)

describe.each(STRIPE_TEST_CARDS)('Stripe test card $number', ({ number, brand, shown }) => {
  it(`is detected as ${brand}`, () => {
    expect(detectCardBrand(number)).toBe(brand)
  })

  it('passes Luhn and every number rule', () => {
    expect(passesLuhn(number)).toBe(true)
    expect(cardNumberProblem(number)).toBeNull()
  })

  it(`is shown as ${shown}`, () => {
    expect(formatCardNumber(number)).toBe(shown)
  })

  it('keeps its digits from a paste with spaces and dashes', () => {
    const pasted = shown.replace(/ /g, (_, offset: number) => (offset % 2 ? '-' : ' '))
    expect(cardNumberDigits(pasted)).toBe(number)
  })

  it('fails when one digit is wrong', () => {
    expect(passesLuhn(breakLuhn(number))).toBe(false)
    expect(cardNumberProblem(breakLuhn(number))).toBe('invalid')
  })

  it('is incomplete without its last digit', () => {
    expect(cardNumberProblem(number.slice(0, -1))).toBe('incomplete')
  })

  it(`wants a ${cvcLengthFor(brand)}-digit security code`, () => {
    const length = brand === 'amex' ? 4 : 3
    expect(cvcLengthFor(brand)).toBe(length)
    expect(cvcProblem('1234'.slice(0, length), brand)).toBeNull()
    expect(cvcProblem('1234'.slice(0, length - 1), brand)).toBe('length')
    expect(cvcProblem('12345'.slice(0, length + 1), brand)).toBe('length')
  })
})

describe('digits only', () => {
  it('drops everything that is not a digit', () => {
    expect(digitsOnly('4242 4242-4242 4242')).toBe('4242424242424242')
    expect(digitsOnly('ab4c2!')).toBe('42')
    expect(digitsOnly('')).toBe('')
  })
})

describe('brand detection as typed (docs/product.md §5 ranges)', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['23', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['36', 'diners'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['30', 'diners'],
    ['309', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['3528', 'jcb'],
    ['353', 'jcb'],
    ['3589', 'jcb'],
    ['62', 'unionpay'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand)
  })

  it.each(['', '1', '2', '22', '2220', '2721', '50', '56', '3', '35', '3527', '3590', '6', '601', '6012', '643', '9'])(
    '%j is not yet (or never) a known brand',
    (digits) => {
      expect(detectCardBrand(digits)).toBe('unknown')
    },
  )
})

describe('grouping and length', () => {
  it('groups Amex 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('3782822')).toBe('3782 822')
    expect(maxCardNumberLength('37')).toBe(15)
    expect(cardNumberDigits('3782822463100051234')).toBe('378282246310005')
  })

  it('groups Diners Club 4-6-4 up to 14 digits, whatever its prefix', () => {
    expect(formatCardNumber('3622720627')).toBe('3622 720627')
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904')
    expect(formatCardNumber('38000000000006')).toBe('3800 000000 0006')
    expect(formatCardNumber('39000000000004')).toBe('3900 000000 0004')
  })

  it('reflows Diners Club to fours at the 15th digit and stops at 16', () => {
    expect(formatCardNumber('305693090259041')).toBe('3056 9309 0259 041')
    expect(formatCardNumber('3056930009020004')).toBe('3056 9300 0902 0004')
    expect(maxCardNumberLength('36')).toBe(16)
    expect(cardNumberDigits('362272062716679999')).toBe('3622720627166799')
    expect(cardNumberProblem('305693090259041')).toBe('incomplete')
    expect(cardNumberProblem('36227206271667')).toBeNull()
  })

  it('groups every other brand in fours up to 19 digits', () => {
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242424242424242424')).toBe('4242 4242 4242 4242 424')
    expect(cardNumberDigits('42424242424242424241111')).toHaveLength(19)
    expect(maxCardNumberLength('6011')).toBe(19)
    expect(maxCardNumberLength('')).toBe(19)
  })

  it('accepts the 19-digit and 13-digit Visa lengths but not 14 or 17', () => {
    expect(cardNumberProblem('4242424242424242428')).toBeNull()
    expect(cardNumberProblem('4222222222222')).toBeNull()
    expect(cardNumberProblem('42424242424242')).toBe('incomplete')
  })

  it('calls a number empty, short or wrong', () => {
    expect(cardNumberProblem('')).toBe('empty')
    expect(cardNumberProblem('4242')).toBe('incomplete')
    expect(cardNumberProblem('42424242424')).toBe('incomplete')
    expect(cardNumberProblem('4242424242424241')).toBe('invalid')
    expect(cardNumberProblem('55555555555544441')).toBe('invalid')
  })
})

describe('Luhn', () => {
  it('accepts valid and refuses broken checksums and non-digits', () => {
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })
})

describe('expiry', () => {
  it('shows MM/YY once three or more digits exist', () => {
    expect(formatExpiry('')).toBe('')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('1228')).toBe('12/28')
  })

  it('keeps only four digits of what is typed or pasted', () => {
    expect(expiryDigits('12/28')).toBe('1228')
    expect(expiryDigits('1a2 / 2 8 9')).toBe('1228')
    expect(expiryDigits('12/2028')).toBe('1228')
    expect(expiryDigits('3/2029')).toBe('0329')
  })

  it('parses MMYY into a month and a four-digit year', () => {
    expect(parseExpiry('0728')).toEqual({ month: 7, year: 2028 })
    expect(parseExpiry('072')).toBeNull()
  })

  it('refuses month 00 and months above 12', () => {
    expect(expiryProblem('0028', MAY_2026)).toBe('month')
    expect(expiryProblem('1328', MAY_2026)).toBe('month')
    expect(expiryProblem('1228', MAY_2026)).toBeNull()
    expect(expiryProblem('0128', MAY_2026)).toBeNull()
  })

  it('calls an expiry empty or incomplete', () => {
    expect(expiryProblem('', MAY_2026)).toBe('empty')
    expect(expiryProblem('12', MAY_2026)).toBe('incomplete')
    expect(expiryProblem('122', MAY_2026)).toBe('incomplete')
  })

  it('treats a card as good through the end of its month', () => {
    expect(isExpired(5, 2026, MAY_2026)).toBe(false)
    expect(isExpired(4, 2026, MAY_2026)).toBe(true)
    expect(isExpired(12, 2025, MAY_2026)).toBe(true)
    expect(isExpired(1, 2027, MAY_2026)).toBe(false)
    expect(expiryProblem('0426', MAY_2026)).toBe('expired')
    expect(expiryProblem('0526', MAY_2026)).toBeNull()
    expect(expiryProblem('1220', MAY_2026)).toBe('expired')
  })
})

describe('security code', () => {
  it('is empty, the wrong length, or not digits', () => {
    expect(cvcProblem('', 'visa')).toBe('empty')
    expect(cvcProblem('1234', 'visa')).toBe('length')
    expect(cvcProblem('123', 'amex')).toBe('length')
    expect(cvcProblem('12a', 'visa')).toBe('length')
    expect(cvcProblem('123', 'unknown')).toBeNull()
  })
})

describe('caret position after formatting', () => {
  it('lands after the same number of digits', () => {
    expect(caretAfterDigits('4242 4242 4', 4)).toBe(4)
    expect(caretAfterDigits('4242 4242 4', 5)).toBe(6)
    expect(caretAfterDigits('12/28', 3)).toBe(4)
    expect(caretAfterDigits('12/28', 0)).toBe(0)
    expect(caretAfterDigits('12', 9)).toBe(2)
  })
})

describe('editing a formatted field', () => {
  const edit = (previousDigits: string, text: string, caret: number, inputType?: string) =>
    editDigits({ previousDigits, previousText: formatCardNumber(previousDigits), text, caret, inputType, toDigits: cardNumberDigits })

  it('inserts a digit in the middle and keeps the caret after it', () => {
    expect(edit('42424', '42942 4', 3)).toEqual({ digits: '429424', caretDigits: 3 })
  })

  it('removes the digit before a space when Backspace deletes only the space', () => {
    expect(edit('42424', '42424', 4)).toEqual({ digits: '4244', caretDigits: 3 })
  })

  it('removes the digit after a space when Delete deletes only the space', () => {
    expect(edit('424245', '424245', 4, 'deleteContentForward')).toEqual({ digits: '42425', caretDigits: 4 })
  })

  it('takes a paste with separators as digits, caret at the end', () => {
    expect(edit('', '4242 4242-4242 4242', 19)).toEqual({ digits: '4242424242424242', caretDigits: 16 })
  })

  it('treats the expiry slash the same way', () => {
    const previousText = formatExpiry('123')
    expect(editDigits({ previousDigits: '123', previousText, text: '123', caret: 2, toDigits: expiryDigits })).toEqual({
      digits: '13',
      caretDigits: 1,
    })
  })
})
