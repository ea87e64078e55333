/**
 * The mock's phone number check, standing in for a carrier lookup service: an international
 * number (a leading + or 00, then the country calling code) written with digits, spaces, dashes
 * or brackets, 8 to 15 digits in all (E.164). Only calling codes in the table below are known.
 */

export interface ParsedPhone {
  /** E.164: + and digits only, e.g. +442079460321. */
  e164: string
  /** ISO 3166 alpha-2 region, e.g. GB. */
  country: string
}

/** Calling code → region. Calling codes are prefix-free, so at most one of them starts a number. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '20': 'EG',
  '27': 'ZA',
  '30': 'GR',
  '31': 'NL',
  '32': 'BE',
  '33': 'FR',
  '34': 'ES',
  '36': 'HU',
  '39': 'IT',
  '40': 'RO',
  '41': 'CH',
  '43': 'AT',
  '44': 'GB',
  '45': 'DK',
  '46': 'SE',
  '47': 'NO',
  '48': 'PL',
  '49': 'DE',
  '52': 'MX',
  '54': 'AR',
  '55': 'BR',
  '57': 'CO',
  '61': 'AU',
  '62': 'ID',
  '63': 'PH',
  '64': 'NZ',
  '65': 'SG',
  '66': 'TH',
  '81': 'JP',
  '82': 'KR',
  '84': 'VN',
  '86': 'CN',
  '90': 'TR',
  '91': 'IN',
  '92': 'PK',
  '234': 'NG',
  '254': 'KE',
  '351': 'PT',
  '353': 'IE',
  '358': 'FI',
  '380': 'UA',
  '420': 'CZ',
  '852': 'HK',
  '966': 'SA',
  '971': 'AE',
  '972': 'IL',
}

/** +1 is shared by the US and Canada (and more); Canada's area codes tell them apart. */
const CANADIAN_AREA_CODES = new Set([
  '204', '226', '236', '249', '250', '263', '289', '306', '343', '354', '365', '367', '368', '382', '403', '416', '418', '428',
  '431', '437', '438', '450', '468', '474', '506', '514', '519', '548', '579', '581', '584', '587', '604', '613', '639', '647',
  '672', '683', '705', '709', '742', '753', '778', '780', '782', '807', '819', '825', '867', '873', '879', '902', '905',
])

const ALLOWED_CHARACTERS = /^\+?[0-9 ()-]+$/
const MIN_DIGITS = 8
const MAX_DIGITS = 15

/** The number in E.164 with its region, or null when it is not a number we can dial. */
export function parsePhone(raw: string): ParsedPhone | null {
  // "(0)" marks a national trunk prefix that is dropped when dialling from abroad: +44 (0)20 …
  const written = raw.trim().replace(/\(0\)/g, '')
  if (!written || !ALLOWED_CHARACTERS.test(written)) return null
  const digitsOnly = written.replace(/\D/g, '')
  let digits: string
  if (written.startsWith('+')) digits = digitsOnly
  else if (digitsOnly.startsWith('00')) digits = digitsOnly.slice(2)
  // Without a country code the number could be anyone's: we do not guess a region.
  else return null
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null

  const code = [1, 2, 3].map((length) => digits.slice(0, length)).find((prefix) => prefix in CALLING_CODES)
  if (!code) return null
  const national = digits.slice(code.length)
  let country = CALLING_CODES[code] ?? ''
  if (code === '1') {
    // North American numbers are a three-digit area code (never starting 0 or 1) and seven digits.
    if (!/^[2-9]\d{9}$/.test(national)) return null
    if (CANADIAN_AREA_CODES.has(national.slice(0, 3))) country = 'CA'
  }
  return { e164: `+${digits}`, country }
}
