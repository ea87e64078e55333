import type { BlogRule } from '@/api/blog/blogTypes'

/**
 * `filter`'s rule, pure. The chosen tags and categories are one set of terms: `all` keeps a post
 * that has every one of them (each tag, and the category — a post has one, so two chosen
 * categories keep none); `any` keeps a post that has at least one. Nothing chosen keeps every post.
 */

export interface TermsOfPost {
  category_id: number | null
  tag_ids: readonly number[]
}

export interface ChosenTerms {
  tagIds: readonly number[]
  categoryIds: readonly number[]
}

export function matchesRule(post: TermsOfPost, chosen: ChosenTerms, rule: BlogRule): boolean {
  const checks = [
    ...chosen.tagIds.map((tagId) => post.tag_ids.includes(tagId)),
    ...chosen.categoryIds.map((categoryId) => post.category_id === categoryId),
  ]
  if (checks.length === 0) return true
  return rule === 'all' ? checks.every(Boolean) : checks.some(Boolean)
}
