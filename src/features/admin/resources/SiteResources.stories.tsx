import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, within } from 'storybook/test'
import { AdminScreen } from '../pages/AdminScreen'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { blogPosts } from './blogPosts'
import { blogCategories, blogTags } from './blogTerms'
import { contactMessages } from './contactMessages'

/*
 * The public site's resources in the console: blog posts (list, the Markdown editor with its live
 * preview, edit, view), the category and tag lists, and contact messages. Each page is generated from
 * its definition, live against the mock backend, signed in as the demo admin.
 */

const meta = {
  title: 'Admin/Site resources',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

export const BlogList: Story = { ...at(blogPosts.paths.list) }
export const BlogCreate: Story = { ...at(blogPosts.paths.create!) }
/** A post being written: the preview draws the Markdown; its script and onerror are gone and nothing runs. */
export const BlogCreateWithPreview: Story = {
  ...at(blogPosts.paths.create!),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^Title/, {}, { timeout: 8000 }), 'Warm-ups That Actually Help')
    await expect(canvas.getByLabelText('Slug')).toHaveValue('warm-ups-that-actually-help')
    fireEvent.change(canvas.getByLabelText(/^Body/), {
      target: { value: '## Warm up first\n\nFive minutes of **easy** movement.\n\n<script>window.__pwned = 1</script>\n<img src="x" onerror="window.__pwned = 1">' },
    })
    const frame = await canvas.findByTitle('Preview of body')
    await expect(frame.getAttribute('srcdoc')).toContain('<h2>Warm up first</h2>')
    await expect(frame.getAttribute('srcdoc')).not.toMatch(/<script|onerror/)
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}
/** Scheduled without a time, and no title or body: each field says what it needs. */
export const BlogCreateWithErrors: Story = {
  ...at(blogPosts.paths.create!),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(await canvas.findByLabelText(/^Status/, {}, { timeout: 8000 }), 'scheduled')
    await userEvent.click(canvas.getByRole('button', { name: 'Add blog post' }))
    await expect(await canvas.findByText('Enter a title.', { selector: '.mt-field__error' })).toBeVisible()
  },
}
export const BlogEdit: Story = { ...at(blogPosts.paths.edit!(1)) }
export const BlogView: Story = { ...at(blogPosts.paths.show!(1)) }
export const BlogCategories: Story = { ...at(blogCategories.paths.list) }
export const BlogTags: Story = { ...at(blogTags.paths.list) }

export const ContactList: Story = { ...at(contactMessages.paths.list) }
export const ContactView: Story = { ...at(contactMessages.paths.show!(3)) }
