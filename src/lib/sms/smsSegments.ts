/*
 * How many SMS messages (segments) a text costs, the way carriers count (3GPP TS 23.038 / 23.040).
 *
 * GSM-7: 160 septets in a single message, 153 per segment once it is split (the user-data header
 * takes 7). The extension table's characters (^ { } [ ] ~ \ | € and form feed) are sent as ESC +
 * character, so each costs two septets, and a pair is never split across two segments.
 * UCS-2: as soon as one character is outside GSM-7, the whole text is sent as UTF-16: 70 code
 * units in a single message, 67 per segment; a surrogate pair (an emoji) is never split either.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '\f^{}\\[~]|€'

const basicSet = new Set(GSM_BASIC)
const extensionSet = new Set(GSM_EXTENSION)

export const SMS_LIMITS = {
  gsm7: { single: 160, multipart: 153 },
  ucs2: { single: 70, multipart: 67 },
} as const

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export interface SmsCount {
  encoding: SmsEncoding
  /** Characters as a reader counts them (an emoji is one). */
  characters: number
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number
  /** Messages the text is sent as; 0 for an empty text. */
  segments: number
  /** Units one segment holds at the current length (160/153 or 70/67). */
  perSegment: number
  /** Units left in the last segment before another one is needed. */
  remaining: number
  /** The characters that forced UCS-2, each once, in order of appearance. */
  nonGsmCharacters: string[]
}

/** Septets a character takes in GSM-7, or null when GSM-7 cannot send it. */
export function gsmSeptets(character: string): 1 | 2 | null {
  if (basicSet.has(character)) return 1
  if (extensionSet.has(character)) return 2
  return null
}

/** Packs unit sizes into segments of `size`, never splitting one character's units. */
function packedSegments(sizes: readonly number[], size: number): { segments: number; lastUsed: number } {
  let segments = 1
  let used = 0
  for (const units of sizes) {
    if (used + units > size) {
      segments += 1
      used = 0
    }
    used += units
  }
  return { segments, lastUsed: used }
}

export function countSms(text: string): SmsCount {
  const characters = Array.from(text)
  const nonGsm = [...new Set(characters.filter((character) => gsmSeptets(character) === null))]
  const encoding: SmsEncoding = nonGsm.length > 0 ? 'UCS-2' : 'GSM-7'
  const sizes = characters.map((character) => (encoding === 'GSM-7' ? gsmSeptets(character)! : character.length))
  const units = sizes.reduce((sum, size) => sum + size, 0)
  const limits = encoding === 'GSM-7' ? SMS_LIMITS.gsm7 : SMS_LIMITS.ucs2

  if (units === 0) {
    return { encoding, characters: 0, units: 0, segments: 0, perSegment: limits.single, remaining: limits.single, nonGsmCharacters: nonGsm }
  }
  if (units <= limits.single) {
    return { encoding, characters: characters.length, units, segments: 1, perSegment: limits.single, remaining: limits.single - units, nonGsmCharacters: nonGsm }
  }
  const { segments, lastUsed } = packedSegments(sizes, limits.multipart)
  return {
    encoding,
    characters: characters.length,
    units,
    segments,
    perSegment: limits.multipart,
    remaining: limits.multipart - lastUsed,
    nonGsmCharacters: nonGsm,
  }
}
