import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BLOG_MESSAGES } from '@/api/blog/blogRules'
import { db } from '@mocks/db/db'
import axe from 'axe-core'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/*
 * The blog in the console through the generic pages, against the mock backend: the seeded posts
 * (eight published, a draft, a scheduled one) read through `all`, filtered by status, category and
 * tag; a post written with the Markdown editor and its live preview, saved through `create`; the
 * server's refusal of a taken slug at the slug field; an edit; a delete behind its confirm; and the
 * category and tag lists with their post counts.
 */

const tableNamed = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 8000 })
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row')
const titles = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const postCount = () => db.blog_post.all().length

const MARKDOWN = [
  '## Warm up first',
  '',
  'Five minutes of **easy** movement. See the [library](https://movetime.app/user/library).',
  '',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 1">',
].join('\n')

/** axe's serious findings with the preview frame left out: jsdom cannot message into a sandboxed srcdoc frame (the e2e run checks it). */
async function seriousOutsideFrames(root: Element): Promise<string[]> {
  const results = await axe.run(root, { iframes: false, rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

beforeEach(signInAsAdmin)

describe('the blog posts list', () => {
  it('lists every post, drafts and scheduled ones too, with their status, category, tags, date and author', async () => {
    const { container } = renderAdmin('/admin/blog')
    const table = await tableNamed(/^Blog posts: 10 in all/)
    const rows = bodyRows(table)
    const squat = rows.find((row) => row.textContent?.includes('How to Squat Without Knee Pain'))!
    expect(squat).toHaveTextContent(/Published.*Technique.*Strength, Beginners, Bodyweight.*Published .+/)
    expect(rows.some((row) => /Pull-Up Progressions.*Draft/.test(row.textContent ?? ''))).toBe(true)
    expect(rows.some((row) => /Spring Challenge.*Scheduled.*Scheduled for .+/.test(row.textContent ?? ''))).toBe(true)
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('filters by status, category and tag', async () => {
    const { user } = renderAdmin('/admin/blog')
    await tableNamed(/^Blog posts: 10 in all/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft')
    await waitFor(async () => expect(titles(await tableNamed(/^Blog posts: 1 in all/))).toEqual(['Pull-Up Progressions: From Dead Hang to Your First Rep']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Recovery')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Blog posts: 2 in all/))).toHaveLength(2))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Mobility')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Blog posts: 2 in all/))).toHaveLength(2))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Technique')
    await waitFor(async () => expect(await screen.findByText(/No blog posts match/i)).toBeVisible())
  })
})

describe('writing a post', () => {
  it('previews the Markdown as it is typed, with nothing of its script or onerror left, and the new post appears in the list', async () => {
    const { user, history, container } = renderAdmin('/admin/add-blog')
    const title = await screen.findByRole('textbox', { name: 'Title (required)' }, { timeout: 8000 })
    await user.type(title, 'Warm-ups That Actually Help')
    // The slug follows the title while the admin has not typed one.
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('warm-ups-that-actually-help')

    fireEvent.change(screen.getByRole('textbox', { name: 'Body (required)' }), { target: { value: MARKDOWN } })
    const frame = await screen.findByTitle('Preview of body')
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<h2>Warm up first</h2>'))
    const preview = frame.getAttribute('srcdoc') ?? ''
    expect(preview).toContain('<strong>easy</strong>')
    expect(preview).toContain('rel="noopener noreferrer"')
    expect(preview).not.toMatch(/<script|onerror|__pwned/)
    expect(frame).toHaveAttribute('sandbox', '')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()

    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Technique')
    const addTag = screen.getByRole('combobox', { name: 'Tags to add' })
    await user.type(addTag, 'Warm-up{Enter}Mobility,')
    expect(within(screen.getByRole('list', { name: 'Tags chosen' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Warm-up', 'Mobility'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status (required)' }), 'Published')
    expect(await seriousOutsideFrames(container)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Add blog post' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/blog'), { timeout: 8000 })
    const stored = db.blog_post.findFirst((q) => q.where({ slug: 'warm-ups-that-actually-help' }))
    expect(stored).toMatchObject({ title: 'Warm-ups That Actually Help', status: 'published', body_markdown: MARKDOWN })
    const table = await tableNamed(/^Blog posts: 11 in all/)
    expect(titles(table)[0]).toBe('Warm-ups That Actually Help')
    expect(bodyRows(table)[0]).toHaveTextContent(/Technique.*Warm-up, Mobility/)
  })

  it('asks for what is missing at each field, and a time for a scheduled post, before sending', async () => {
    const { user } = renderAdmin('/admin/add-blog')
    await screen.findByRole('textbox', { name: 'Title (required)' }, { timeout: 8000 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status (required)' }), 'Scheduled')
    await user.click(screen.getByRole('button', { name: 'Add blog post' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (required)' })).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.title)))
    expect(screen.getByRole('textbox', { name: 'Body (required)' })).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.body))
    await user.type(screen.getByRole('textbox', { name: 'Title (required)' }), 'Later')
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (required)' }), { target: { value: 'Soon.' } })
    await user.click(screen.getByRole('button', { name: 'Add blog post' }))
    await waitFor(() => expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.publishAt)))
    expect(postCount()).toBe(10)
  })

  it('puts the server’s refusal of a taken slug at the slug field and keeps what was typed', async () => {
    const { user, history } = renderAdmin('/admin/add-blog')
    await user.type(await screen.findByRole('textbox', { name: 'Title (required)' }, { timeout: 8000 }), 'Squats again')
    const slug = screen.getByRole('textbox', { name: 'Slug' })
    await user.clear(slug)
    await user.type(slug, 'pull-up-progressions')
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (required)' }), { target: { value: 'A body.' } })
    await user.click(screen.getByRole('button', { name: 'Add blog post' }))
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.slugTaken)))
    expect(screen.getByRole('textbox', { name: 'Title (required)' })).toHaveValue('Squats again')
    expect(screen.getByRole('textbox', { name: 'Body (required)' })).toHaveValue('A body.')
    expect(history.location.pathname).toBe('/admin/add-blog')
    expect(postCount()).toBe(10)
  })
})

describe('changing and deleting a post', () => {
  it('edits a draft into a published post, keeping its slug when the title changes', async () => {
    const draft = db.blog_post.findFirst((q) => q.where({ slug: 'pull-up-progressions' }))!
    const { user, history } = renderAdmin(`/admin/edit-blog/${draft.id}`)
    const title = await screen.findByRole('textbox', { name: 'Title (required)' }, { timeout: 8000 })
    await user.clear(title)
    await user.type(title, 'Your First Pull-Up')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('pull-up-progressions')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status (required)' }), 'Published')
    await user.click(screen.getByRole('button', { name: 'Remove Upper body' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/blog'), { timeout: 8000 })
    const stored = db.blog_post.findFirst((q) => q.where({ id: draft.id }))!
    expect(stored).toMatchObject({ title: 'Your First Pull-Up', slug: 'pull-up-progressions', status: 'published' })
    expect(stored.tag_ids).toHaveLength(1)
  })

  it('deletes a post only once the admin confirms', async () => {
    const { user } = renderAdmin('/admin/blog')
    const table = await tableNamed(/^Blog posts: 10 in all/)
    const row = bodyRows(table).find((candidate) => candidate.textContent?.includes('Core Training Beyond Crunches'))!
    await user.click(within(row).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 blog post?' })
    expect(postCount()).toBe(10)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await tableNamed(/^Blog posts: 9 in all/)
    expect(db.blog_post.findFirst((q) => q.where({ slug: 'core-training-beyond-crunches' }))).toBeUndefined()
  })
})

describe('categories and tags', () => {
  it('lists the categories and tags with how many posts carry each', async () => {
    renderAdmin('/admin/blog-categories')
    const categories = await tableNamed(/^Blog categories: 4 in all/)
    expect(bodyRows(categories).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toContainEqual(['Technique', '/blog/category/technique', expect.stringMatching(/^\d+$/)])
  })

  it('lists the tags', async () => {
    renderAdmin('/admin/blog-tags')
    const tags = await tableNamed(/^Blog tags: \d+ in all/)
    expect(bodyRows(tags).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toContain('Mobility')
  })
})
