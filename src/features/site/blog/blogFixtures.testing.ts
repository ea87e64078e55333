import { readingMinutes, slugify } from '@/api/blog/blogRules'
import type { BlogFilterPage, BlogPost, BlogPostAnswer, BlogPostSummary, BlogTerm, BlogTermCount } from '@/api/blog/blogTypes'
import type { RemoteData } from '@/shared/remote/useRemoteData'
import type { RemoteState } from '@/shared/remote/remoteState'
import { SEED_BLOG_POSTS } from '@mocks/db/seedBlogPosts'
import type { BlogIndexQuery } from './blogQuery'
import type { BlogTerms } from './blogReads'

/** Test and story fixtures: the demo blog's published posts as the calls answer them, and each page state. */

const AUTHORS = { alex: 'Alex Morgan', grace: 'Grace Bennett', marcus: 'Marcus Rivera' } as const
const FIXED_NOW = Date.parse('2026-03-16T09:00:00.000Z')
const DAY_MS = 86_400_000

const term = (name: string, id: number): BlogTerm => ({ id, slug: slugify(name, 'tag'), name })
const published = SEED_BLOG_POSTS.filter((post) => post.status === 'published')
const categoryNames = [...new Set(published.map((post) => post.category))].sort()
const tagNames = [...new Set(published.flatMap((post) => post.tags))].sort()

export const fixturePosts: BlogPost[] = published
  .map((post, index) => {
    const at = new Date(FIXED_NOW + post.day * DAY_MS).toISOString()
    return {
      id: index + 1,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body_markdown: post.body,
      cover_image: post.cover,
      cover_alt: post.coverAlt,
      author: { id: null, name: AUTHORS[post.author] },
      status: 'published' as const,
      publish_at: null,
      published_at: at,
      created_at: at,
      updated_at: at,
      category: term(post.category, categoryNames.indexOf(post.category) + 1),
      tags: post.tags.map((name) => term(name, tagNames.indexOf(name) + 1)),
      reading_minutes: readingMinutes(post.body),
    }
  })
  .reverse()

const summary = ({ body_markdown: _body, ...rest }: BlogPost): BlogPostSummary => rest

const counted = (names: string[], has: (post: BlogPost, name: string) => boolean): BlogTermCount[] =>
  names.map((name, index) => ({ ...term(name, index + 1), post_count: fixturePosts.filter((post) => has(post, name)).length }))

export const fixtureTerms: BlogTerms = {
  categories: counted(categoryNames, (post, name) => post.category?.name === name),
  tags: counted(tagNames, (post, name) => post.tags.some((tag) => tag.name === name)),
}

export function fixturePage(posts: BlogPost[], extra: Partial<BlogFilterPage> = {}): BlogFilterPage {
  return { error: false, list: posts.map(summary), page: 1, limit: 10, total: posts.length, num_pages: 1, rule: 'any', tags: [], categories: [], ...extra }
}

export function fixtureAnswer(post: BlogPost = fixturePosts[0]!): BlogPostAnswer {
  return { error: false, model: post, related: fixturePosts.filter((other) => other.id !== post.id).slice(0, 3).map(summary) }
}

export const noQuery: BlogIndexQuery = { tags: [], categories: [], rule: 'any', page: 1 }

type Remote<T> = Pick<RemoteData<T>, 'state' | 'retry'>

export const remote = <T>(state: RemoteState<T>): Remote<T> => ({ state, retry: () => undefined })
export const ready = <T>(data: T): RemoteState<T> => ({ status: 'ready', data, saved: null })
export const empty = <T>(data: T): RemoteState<T> => ({ status: 'empty', data, saved: null })
export const loading: RemoteState<never> = { status: 'loading' }
export const notFound: RemoteState<never> = { status: 'not-found' }
export const failed: RemoteState<never> = { status: 'error', message: 'The server had a problem. Please try again.', error: new Error('500'), offline: false }
export const offline: RemoteState<never> = { status: 'error', message: 'You are offline.', error: new Error('offline'), offline: true }
