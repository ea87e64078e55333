import type { CmsEntry } from '@/api/content/contentCallTypes'
import { warnCms } from './cmsShapes'

/**
 * One page's CMS entries, by key. A key the page asks for and the server does not have is logged
 * once (the page draws nothing in its place: there is no second copy of the text in code), so a
 * missing entry shows in the console and the tests that render every page with the seed fail.
 */
export interface SiteContent {
  page: string
  entry(key: string): CmsEntry | undefined
  /** The numbered sections (`section_<n>_title`, `section_<n>_body`), in number order. */
  sections(): SiteSection[]
}

export interface SiteSection {
  number: number
  title?: CmsEntry
  body?: CmsEntry
}

const SECTION_KEY = /^section_(\d+)_(title|body)$/

export function siteContent(page: string, entries: readonly CmsEntry[]): SiteContent {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]))
  const warned = new Set<string>()
  return {
    page,
    entry(key) {
      const found = byKey.get(key)
      if (!found && !warned.has(key)) {
        warned.add(key)
        warnCms(`${page} › ${key}`, 'missing; nothing is drawn in its place')
      }
      return found
    },
    sections() {
      const sections = new Map<number, SiteSection>()
      for (const entry of entries) {
        const match = SECTION_KEY.exec(entry.key)
        if (!match) continue
        const number = Number(match[1])
        const section = sections.get(number) ?? { number }
        section[match[2] as 'title' | 'body'] = entry
        sections.set(number, section)
      }
      return [...sections.values()].sort((a, b) => a.number - b.number)
    },
  }
}
