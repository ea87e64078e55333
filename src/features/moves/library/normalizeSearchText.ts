const COMBINING_MARKS = /[\u0300-\u036f]/g
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu

/**
 * Lowercase, accents dropped ("Plié" finds "plie") and punctuation turned into spaces, so
 * "push-up" and "push up" search alike.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_A_WORD_CHARACTER, ' ').trim()
}

export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query)
  return normalized === '' ? [] : normalized.split(' ')
}
