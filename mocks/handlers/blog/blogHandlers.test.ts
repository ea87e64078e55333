import { beforeEach, describe, expect, it } from 'vitest'
import { BLOG_MESSAGES } from '@/api/blog/blogRules'
import type { BlogFilterPage, BlogPage, BlogPost, BlogPostAnswer, BlogTermCount } from '@/api/blog/blogTypes'
import { advanceMockClock } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'

const BLOG = '/v2/api/lambda/blog'

let adminToken = ''
let memberToken = ''

beforeEach(async () => {
  adminToken = await signIn(DEMO_ACCOUNTS.admin)
  memberToken = await signIn(DEMO_ACCOUNTS.member)
})

const slugsOf = (page: { list: Array<{ slug: string }> }) => page.list.map((post) => post.slug)
const newPost = { title: 'Hip Hinge Basics', body_markdown: 'Push your hips back.\n\n## Why\n\nIt loads the hamstrings.', status: 'published' as const }

describe('blog reads for the public', () => {
  it('filter lists the eight published posts newest first, never the draft or the scheduled post', async () => {
    const answer = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?limit=50`)
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(8)
    expect(slugsOf(answer.body)).not.toContain('pull-up-progressions')
    expect(slugsOf(answer.body)).not.toContain('spring-lunge-and-bridge-challenge')
    const times = answer.body.list.map((post) => post.published_at ?? '')
    expect(times).toEqual([...times].sort().reverse())
    expect(answer.body.list[0]).not.toHaveProperty('body_markdown')
  })

  it('the rule: all keeps posts with both tags, some keeps posts with either', async () => {
    const all = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?tags=beginners,bodyweight&rule=all&limit=50`)
    const some = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?tags=beginners,bodyweight&rule=any&limit=50`)
    expect(slugsOf(all.body).sort()).toEqual(['core-training-beyond-crunches', 'squat-without-knee-pain', 'your-first-four-weeks'])
    expect(slugsOf(some.body).sort()).toEqual([
      'core-training-beyond-crunches',
      'squat-without-knee-pain',
      'ten-minutes-of-mobility-for-desk-days',
      'training-together-groups',
      'your-first-four-weeks',
    ])
    expect(all.body.tags.map((tag) => tag.name)).toEqual(['Beginners', 'Bodyweight'])
  })

  it('tags and categories combine under one rule', async () => {
    const all = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?tags=strength&categories=technique&rule=all`)
    expect(slugsOf(all.body).sort()).toEqual(['kettlebell-swing-hinge-dont-squat', 'squat-without-knee-pain'])
    const twoCategories = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?categories=technique,recovery&rule=all`)
    expect(twoCategories.body.total).toBe(0)
  })

  it('pages: limit and page, with the totals', async () => {
    const second = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?limit=3&page=2`)
    expect(second.body).toMatchObject({ page: 2, limit: 3, total: 8, num_pages: 3 })
    expect(second.body.list).toHaveLength(3)
  })

  it('refuses a bad rule, page or limit with 400 and a message, and an unknown tag with 404', async () => {
    const answers = await Promise.all([
      callMock('GET', `${BLOG}/filter?rule=either`),
      callMock('GET', `${BLOG}/filter?page=0`),
      callMock('GET', `${BLOG}/filter?limit=500`),
      callMock('GET', `${BLOG}/filter?tags=no-such-tag`),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 404])
    expect(answers[0]?.body.message).toBe(BLOG_MESSAGES.rule)
    expect(answers[3]?.body.message).toBe(BLOG_MESSAGES.termNotFound('tag', 'no-such-tag'))
    // "Upper body" exists, but only the draft carries it.
    const draftsTag = await callMock('GET', `${BLOG}/filter?tags=upper-body`)
    expect(draftsTag.status).toBe(404)
  })

  it('single answers a post by slug or id with related posts; a draft is 404 for visitors and members', async () => {
    const bySlug = await callMock<BlogPostAnswer>('GET', `${BLOG}/single/squat-without-knee-pain`)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.model.body_markdown).toContain('## 1. Start from the floor up')
    expect(bySlug.body.model.reading_minutes).toBeGreaterThanOrEqual(2)
    expect(bySlug.body.related).toHaveLength(3)
    expect(bySlug.body.related.map((post) => post.slug)).not.toContain('squat-without-knee-pain')
    const byId = await callMock<BlogPostAnswer>('GET', `${BLOG}/single/${bySlug.body.model.id}`)
    expect(byId.body.model.slug).toBe('squat-without-knee-pain')

    for (const token of [undefined, memberToken]) {
      for (const slug of ['pull-up-progressions', 'spring-lunge-and-bridge-challenge', 'never-written']) {
        const hidden = await callMock('GET', `${BLOG}/single/${slug}`, { token })
        expect(hidden.status).toBe(404)
        expect(hidden.body.message).toBe(BLOG_MESSAGES.notFound)
      }
    }
  })

  it('a scheduled post appears once its time passes on the mock clock, as published', async () => {
    const before = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?limit=50`)
    expect(before.body.total).toBe(8)
    await advanceMockClock(24 * 8)
    const after = await callMock<BlogFilterPage>('GET', `${BLOG}/filter?limit=50`)
    expect(after.body.total).toBe(9)
    const post = await callMock<BlogPostAnswer>('GET', `${BLOG}/single/spring-lunge-and-bridge-challenge`)
    expect(post.status).toBe(200)
    expect(post.body.model.status).toBe('published')
    expect(post.body.model.published_at).toBe(post.body.model.publish_at)
    expect(slugsOf(after.body)[0]).toBe('spring-lunge-and-bridge-challenge')
  })

  it('all: the public posts without a token, every post for an admin', async () => {
    const visitor = await callMock<BlogPage>('GET', `${BLOG}/all?limit=50`)
    const member = await callMock<BlogPage>('GET', `${BLOG}/all?limit=50`, { token: memberToken })
    const admin = await callMock<BlogPage>('GET', `${BLOG}/all?limit=50`, { token: adminToken })
    expect([visitor.body.total, member.body.total, admin.body.total]).toEqual([8, 8, 10])
    const drafts = await callMock<BlogPage>('GET', `${BLOG}/all?status=draft`, { token: adminToken })
    expect(slugsOf(drafts.body)).toEqual(['pull-up-progressions'])
    const draft = await callMock<BlogPostAnswer>('GET', `${BLOG}/single/pull-up-progressions`, { token: adminToken })
    expect(draft.body.model.status).toBe('draft')
  })

  it('category and tags list the terms of public posts with their counts; admins also get those only drafts use', async () => {
    const tags = await callMock<{ list: BlogTermCount[] }>('GET', `${BLOG}/tags`)
    expect(tags.body.list.find((tag) => tag.slug === 'bodyweight')?.post_count).toBe(4)
    expect(tags.body.list.map((tag) => tag.slug)).not.toContain('upper-body')
    const adminTags = await callMock<{ list: BlogTermCount[] }>('GET', `${BLOG}/tags`, { token: adminToken })
    expect(adminTags.body.list.find((tag) => tag.slug === 'upper-body')?.post_count).toBe(0)
    const categories = await callMock<{ list: BlogTermCount[] }>('GET', `${BLOG}/category`)
    expect(categories.body.list.map((category) => [category.name, category.post_count])).toEqual([
      ['Community', 1],
      ['Programming', 2],
      ['Recovery', 2],
      ['Technique', 3],
    ])
  })
})

describe('blog writes (admins only)', () => {
  it('answers 401 without a token and 403 to a member, and changes nothing', async () => {
    const before = db.blog_post.all().length
    const answers = await Promise.all([
      callMock('POST', `${BLOG}/create`, { body: newPost }),
      callMock('POST', `${BLOG}/edit/1`, { body: { title: 'Hacked' } }),
      callMock('DELETE', `${BLOG}/delete/1`),
      callMock('POST', `${BLOG}/create`, { token: memberToken, body: newPost }),
      callMock('POST', `${BLOG}/edit/1`, { token: memberToken, body: { title: 'Hacked' } }),
      callMock('DELETE', `${BLOG}/delete/1`, { token: memberToken }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 403, 403, 403])
    for (const answer of answers) expect(typeof answer.body.message).toBe('string')
    expect(db.blog_post.all().length).toBe(before)
    expect(db.blog_post.findFirst((q) => q.where({ id: 1 }))?.title).not.toBe('Hacked')
  })

  it('creates a post with its slug, excerpt and terms made from what was sent; the author is the admin', async () => {
    const created = await callMock<{ model: BlogPost }>('POST', `${BLOG}/create`, {
      token: adminToken,
      body: { ...newPost, category: 'Technique', tags: ['strength', 'Hinge work', 'Hinge  Work'] },
    })
    expect(created.status).toBe(200)
    const post = created.body.model
    expect(post).toMatchObject({ slug: 'hip-hinge-basics', excerpt: 'Push your hips back.', status: 'published', author: { id: 2, name: 'Alex Morgan' } })
    expect(post.category?.slug).toBe('technique')
    expect(post.tags.map((tag) => tag.name)).toEqual(['Strength', 'Hinge work'])
    expect(post.published_at).not.toBeNull()
    const read = await callMock<BlogPostAnswer>('GET', `${BLOG}/single/hip-hinge-basics`)
    expect(read.body.model.id).toBe(post.id)
  })

  it('refuses bad input with 400 and a message per field', async () => {
    const answer = await callMock<{ message: string; validation: Record<string, string> }>('POST', `${BLOG}/create`, {
      token: adminToken,
      body: { title: ' ', body_markdown: '', status: 'live', cover_image: 'javascript:alert(1)', slug: 'Not A Slug!', tags: ['x'.repeat(41)] },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.validation).toMatchObject({
      title: BLOG_MESSAGES.title,
      body_markdown: BLOG_MESSAGES.body,
      status: BLOG_MESSAGES.status,
      cover_image: BLOG_MESSAGES.coverLink,
      cover_alt: BLOG_MESSAGES.coverAlt,
      slug: BLOG_MESSAGES.slugForm,
      tags: BLOG_MESSAGES.termName,
    })
    const digits = await callMock<{ validation: Record<string, string> }>('POST', `${BLOG}/create`, { token: adminToken, body: { ...newPost, slug: '2024' } })
    expect(digits.body.validation.slug).toBe(BLOG_MESSAGES.slugForm)
  })

  it('a scheduled post needs a time in the future', async () => {
    const missing = await callMock<{ validation: Record<string, string> }>('POST', `${BLOG}/create`, { token: adminToken, body: { ...newPost, status: 'scheduled' } })
    expect(missing.body.validation.publish_at).toBe(BLOG_MESSAGES.publishAt)
    const past = await callMock<{ validation: Record<string, string> }>('POST', `${BLOG}/create`, {
      token: adminToken,
      body: { ...newPost, status: 'scheduled', publish_at: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(past.body.validation.publish_at).toBe(BLOG_MESSAGES.publishAtFuture)
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const ok = await callMock<{ model: BlogPost }>('POST', `${BLOG}/create`, { token: adminToken, body: { ...newPost, status: 'scheduled', publish_at: later } })
    expect(ok.body.model).toMatchObject({ status: 'scheduled', publish_at: later, published_at: null })
    expect((await callMock('GET', `${BLOG}/single/hip-hinge-basics`)).status).toBe(404)
  })

  it('one slug, one post: parallel creates of one title give one 200 and 409s', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => callMock('POST', `${BLOG}/create`, { token: adminToken, body: newPost })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
    const conflict = answers.find((answer) => answer.status === 409)
    expect(conflict?.body).toMatchObject({ message: BLOG_MESSAGES.slugTaken, validation: { slug: BLOG_MESSAGES.slugTaken } })
    expect(db.blog_post.all().filter((row) => row.slug === 'hip-hinge-basics')).toHaveLength(1)
  })

  it('parallel creates naming one new tag make one tag', async () => {
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => callMock('POST', `${BLOG}/create`, { token: adminToken, body: { ...newPost, title, tags: ['Grip strength'] } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(db.blog_tag.all().filter((row) => row.slug === 'grip-strength')).toHaveLength(1)
  })

  it('edits change the fields sent; an edit to a taken slug is 409; publishing a draft dates it', async () => {
    const taken = await callMock('POST', `${BLOG}/edit/9`, { token: adminToken, body: { slug: 'squat-without-knee-pain' } })
    expect(taken.status).toBe(409)
    const edited = await callMock<{ model: BlogPost }>('POST', `${BLOG}/edit/9`, { token: adminToken, body: { status: 'published', tags: ['Strength'] } })
    expect(edited.status).toBe(200)
    expect(edited.body.model).toMatchObject({ slug: 'pull-up-progressions', title: 'Pull-Up Progressions: From Dead Hang to Your First Rep', status: 'published' })
    expect(edited.body.model.published_at).not.toBeNull()
    // "Upper body" was the draft's alone: no post names it now.
    expect(db.blog_tag.all().map((tag) => tag.slug)).not.toContain('upper-body')
    expect((await callMock('GET', `${BLOG}/single/pull-up-progressions`)).status).toBe(200)
    expect((await callMock('POST', `${BLOG}/edit/999`, { token: adminToken, body: { title: 'x' } })).status).toBe(404)
  })

  it('deletes a post, which is then gone from every read', async () => {
    const deleted = await callMock('DELETE', `${BLOG}/delete/1`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect((await callMock('GET', `${BLOG}/single/1`, { token: adminToken })).status).toBe(404)
    expect((await callMock('DELETE', `${BLOG}/delete/1`, { token: adminToken })).status).toBe(404)
  })
})
