import { slugify } from '@/api/blog/blogRules'
import type { BlogTerm } from '@/api/blog/blogTypes'
import type { BlogTermRow } from '@mocks/db/blogSchemas'
import { db, nextId } from '@mocks/db/db'

/*
 * Categories and tags are made by name as posts name them, and removed once no post names them.
 * A name finds its term by name or by slug, ignoring case ("Mobility", "mobility"). Two
 * parallel writes naming one new term must make one row: the creation is registered synchronously
 * (before its first await) and a second request awaits the same one. A term a write in flight has
 * just found or made is held until that write ends, so a parallel delete's clean-up cannot drop it.
 */

export type TermTable = 'blog_category' | 'blog_tag'

const pending = new Map<string, Promise<BlogTermRow>>()
const held = new Map<string, number>()

const termKey = (table: TermTable, id: number) => `${table}:${id}`

function findTerm(table: TermTable, name: string): BlogTermRow | undefined {
  const wanted = name.trim().toLowerCase()
  const slug = slugify(name, 'tag')
  return db[table].findFirst((q) => q.where((row) => row.name.toLowerCase() === wanted || row.slug === slug))
}

export function findTermBySlug(table: TermTable, slug: string): BlogTermRow | undefined {
  return db[table].findFirst((q) => q.where((row) => row.slug === slug))
}

export function termById(table: TermTable, id: number | null): BlogTerm | null {
  if (id === null) return null
  const row = db[table].findFirst((q) => q.where((candidate) => candidate.id === id))
  return row ? { id: row.id, slug: row.slug, name: row.name } : null
}

function hold(table: TermTable, id: number): void {
  const key = termKey(table, id)
  held.set(key, (held.get(key) ?? 0) + 1)
}

function letGo(table: TermTable, id: number): void {
  const key = termKey(table, id)
  const count = (held.get(key) ?? 0) - 1
  if (count > 0) held.set(key, count)
  else held.delete(key)
}

/**
 * The terms these names give, found or made, held until the returned release is called.
 * Names are checked by the caller (non-empty, sluggable, within limits); equal names give one term.
 */
export async function termsForNames(table: TermTable, names: readonly string[]): Promise<{ ids: number[]; release: () => void }> {
  const seen = new Set<string>()
  const lookups: Array<Promise<BlogTermRow>> = []
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ')
    const slug = slugify(name, 'tag')
    if (seen.has(slug)) continue
    seen.add(slug)
    const found = findTerm(table, name)
    if (found) {
      hold(table, found.id)
      lookups.push(Promise.resolve(found))
      continue
    }
    const inFlight = pending.get(`${table}:${slug}`)
    if (inFlight) {
      lookups.push(inFlight.then((row) => (hold(table, row.id), row)))
      continue
    }
    const id = nextId(table)
    hold(table, id)
    const creation = db[table].create({ id, slug, name, created_at: new Date().toISOString() })
    pending.set(`${table}:${slug}`, creation)
    void creation.finally(() => pending.delete(`${table}:${slug}`)).catch(() => undefined)
    lookups.push(creation)
  }
  const rows = await Promise.all(lookups)
  const ids = rows.map((row) => row.id)
  let released = false
  return {
    ids,
    release: () => {
      if (released) return
      released = true
      for (const termId of ids) letGo(table, termId)
    },
  }
}

/** Removes the terms no post names and no write in flight holds. */
export function pruneUnusedTerms(): void {
  const posts = db.blog_post.all()
  const usedCategories = new Set(posts.map((post) => post.category_id))
  const usedTags = new Set(posts.flatMap((post) => post.tag_ids))
  db.blog_category.deleteMany((q) => q.where((row) => !usedCategories.has(row.id) && !held.has(termKey('blog_category', row.id))))
  db.blog_tag.deleteMany((q) => q.where((row) => !usedTags.has(row.id) && !held.has(termKey('blog_tag', row.id))))
}
