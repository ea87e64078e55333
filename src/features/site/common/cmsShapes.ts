/*
 * The shapes of the public pages' `json` CMS entries, checked when a page draws them: an entry
 * that is not JSON, or not a list, draws nothing; an item without its fields is left out; both
 * are logged, so a slip in the console never breaks a page. Written by hand rather than with zod,
 * which only the admin console loads.
 */

/** Reads a parsed JSON value as `T`, or null when it does not have the shape. */
export type CmsShape<T> = (value: unknown, where: string) => T | null

type StringFields<K extends string> = { [Name in K]: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function warnCms(where: string, problem: string): void {
  console.warn(`[site] CMS entry ${where}: ${problem}`)
}

/**
 * A list of objects whose `required` fields are non-empty strings and whose `optional` fields, when
 * present, are strings. Items that do not fit are left out (and logged); a value that is not a
 * list does not fit at all.
 */
export function listOf<R extends string, O extends string = never>(
  required: readonly R[],
  optional: readonly O[] = [],
): CmsShape<Array<StringFields<R> & Partial<StringFields<O>>>> {
  return (value, where) => {
    if (!Array.isArray(value)) {
      warnCms(where, 'expected a JSON list')
      return null
    }
    const items: Array<StringFields<R> & Partial<StringFields<O>>> = []
    value.forEach((item: unknown, index) => {
      const fits =
        isRecord(item) &&
        required.every((name) => typeof item[name] === 'string' && item[name].trim() !== '') &&
        optional.every((name) => item[name] === undefined || typeof item[name] === 'string')
      if (fits) items.push(item as StringFields<R> & Partial<StringFields<O>>)
      else warnCms(where, `item ${index + 1} needs ${required.join(' and ')} as text; it is left out`)
    })
    return items
  }
}

/** Feature highlights of the home page: an icon name (see HomeHighlights), a title and a text. */
export const highlightsShape = listOf(['title', 'text'], ['icon'])

/** The plans described in words, for when the prices cannot be shown. */
export const planHighlightsShape = listOf(['name', 'text'])

/** How to install the app, one step per platform. */
export const installStepsShape = listOf(['platform', 'text'])

/** FAQ: each question with its answer in Markdown. */
export const faqItemsShape = listOf(['question', 'answer'])

/** A piece of a line: words, or a link to one of the site's pages by its CMS page name. */
export type LinePart = string | { text: string; page: string }

/**
 * A sentence with links in it, for places that must not load the Markdown renderer (the home
 * page): `["Questions? Read the ", {"text": "frequently asked questions", "page": "faq"}, "."]`.
 */
export const lineShape: CmsShape<LinePart[]> = (value, where) => {
  if (!Array.isArray(value)) {
    warnCms(where, 'expected a JSON list of words and links')
    return null
  }
  return value.filter((part: unknown, index): part is LinePart => {
    const fits = typeof part === 'string' || (isRecord(part) && typeof part.text === 'string' && typeof part.page === 'string')
    if (!fits) warnCms(where, `part ${index + 1} is neither words nor {"text", "page"}; it is left out`)
    return fits
  })
}

/** Parses a `json` entry's value and checks its shape; null (and a log line) when either fails. */
export function readJson<T>(value: string, shape: CmsShape<T>, where: string): T | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    warnCms(where, 'not valid JSON; the block is left out')
    return null
  }
  return shape(parsed, where)
}
