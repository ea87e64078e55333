import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react'
import type { BlogRule, BlogTermCount } from '@/api/blog/blogTypes'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import { hasFilters, readBlogQuery, toggled, type BlogIndexQuery } from './blogQuery'
import type { BlogTerms } from './blogReads'
import '@/ui/field/checkChip.css'

export interface BlogFiltersProps {
  terms: BlogTerms
  query: BlogIndexQuery
  /** A new state of the index: a filter changed (back to page 1) or everything cleared. */
  onChange: (next: BlogIndexQuery) => void
}

const RULES: Array<{ value: BlogRule; label: string }> = [
  { value: 'any', label: 'At least one of them' },
  { value: 'all', label: 'All of them' },
]

function TermChoices({ legend, name, terms, chosen, onToggle }: {
  legend: string
  name: 'tags' | 'categories'
  terms: BlogTermCount[]
  chosen: string[]
  onToggle: (slug: string) => void
}) {
  if (terms.length === 0) return null
  return (
    <fieldset className="blog-filters__group">
      <legend className="blog-filters__legend">{legend}</legend>
      <div className="blog-filters__chips">
        {terms.map((term) => (
          <label key={term.slug} className="mt-check-chip">
            <input type="checkbox" name={name} value={term.slug} checked={chosen.includes(term.slug)} onChange={() => onToggle(term.slug)} />
            <span>
              {term.name} <span className="blog-chip__count">({term.post_count})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The index's filters: tags and categories to choose, and whether a post must have all of them
 * or at least one. Each change applies at once and goes into the URL. Without JavaScript (the
 * prerendered page) it is a plain form sending the same parameters, with a button to send it.
 */
export function BlogFilters({ terms, query, onChange }: BlogFiltersProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const submit = (event: FormEvent) => event.preventDefault()
  const filtered = hasFilters(query)

  // Chips a visitor ticked on the prerendered page before the app took it over: React would untick
  // them at its next render and the list would not follow, so they apply now, as one change. A box
  // whose state differs from the one it was drawn with was changed by hand: typedBeforeTakeover.ts's
  // check for a box. Importing that module here would split it from the form model into a chunk of
  // its own, named again in every form page's preload list.
  const applyChosenBeforeTakeover = useEffectEvent(() => {
    const form = formRef.current
    if (form && [...form.elements].some((control) => control instanceof HTMLInputElement && control.checked !== control.defaultChecked)) {
      onChange(queryOfForm(form))
    }
  })
  useEffect(() => applyChosenBeforeTakeover(), [])

  return (
    <form ref={formRef} className="blog-filters" method="get" action={paths.blog()} onSubmit={submit} aria-label="Filter posts">
      <TermChoices
        legend="Categories"
        name="categories"
        terms={terms.categories}
        chosen={query.categories}
        onToggle={(slug) => onChange({ ...query, categories: toggled(query.categories, slug), page: 1 })}
      />
      <TermChoices
        legend="Tags"
        name="tags"
        terms={terms.tags}
        chosen={query.tags}
        onToggle={(slug) => onChange({ ...query, tags: toggled(query.tags, slug), page: 1 })}
      />
      <fieldset className="blog-filters__group blog-filters__rule">
        <legend className="blog-filters__legend">Show posts with</legend>
        {RULES.map((rule) => (
          <label key={rule.value} className="blog-filters__radio">
            <input type="radio" name="rule" value={rule.value} checked={query.rule === rule.value} onChange={() => onChange({ ...query, rule: rule.value, page: 1 })} />
            {rule.label}
          </label>
        ))}
      </fieldset>
      <div className="blog-filters__actions">
        <noscript>
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
        </noscript>
        {filtered && (
          <Button variant="ghost" onClick={() => onChange({ tags: [], categories: [], rule: query.rule, page: 1 })}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  )
}

/** What the form would send without JavaScript (its ticked chips and rule), read as the index reads its URL. */
function queryOfForm(form: HTMLFormElement): BlogIndexQuery {
  const search = new URLSearchParams()
  for (const control of form.elements) if (control instanceof HTMLInputElement && control.checked) search.append(control.name, control.value)
  return readBlogQuery(search)
}
