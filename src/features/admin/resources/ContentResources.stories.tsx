import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AdminScreen } from '../pages/AdminScreen'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { cmsEntries } from './cmsEntries'
import { emailTemplates } from './emailTemplates'
import { smsTemplates } from './smsTemplates'

/*
 * The SMS template, email template and CMS resources: each list and form generated from its
 * definition (paths included), live against the mock backend and signed in as the demo admin.
 */

const meta = {
  title: 'Admin/Content resources',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SmsList: Story = { ...at(smsTemplates.paths.list) }
export const SmsCreate: Story = { ...at(smsTemplates.paths.create!) }
export const SmsEdit: Story = { ...at(smsTemplates.paths.edit!(1)) }

export const EmailList: Story = { ...at(emailTemplates.paths.list) }
export const EmailCreate: Story = { ...at(emailTemplates.paths.create!) }
export const EmailEdit: Story = { ...at(emailTemplates.paths.edit!(1)) }
/** A script typed into the body: the preview shows it as text inside a sandbox, and it never runs. */
export const EmailEditWithScript: Story = {
  ...at(emailTemplates.paths.edit!(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = await canvas.findByLabelText(/^Body \(HTML\)/, {}, { timeout: 8000 })
    await userEvent.click(body)
    await userEvent.paste('<script>window.__pwned = true</script>')
    await expect(await canvas.findByText(/Scripts are taken out and never run/)).toBeVisible()
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  },
}

export const CmsList: Story = { ...at(cmsEntries.paths.list) }
export const CmsCreate: Story = { ...at(cmsEntries.paths.create!) }
export const CmsEdit: Story = { ...at(cmsEntries.paths.edit!(1)) }
/** Adding an entry whose page and key are taken: the server's 409 lands under Key, nothing typed is lost. */
export const CmsCreateTakenKey: Story = {
  ...at(cmsEntries.paths.create!),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^Page/, {}, { timeout: 8000 }), 'home')
    await userEvent.type(canvas.getByLabelText(/^Key/), 'hero_title')
    await userEvent.type(canvas.getByLabelText(/^Value/), 'A second title')
    await userEvent.click(canvas.getByRole('button', { name: 'Add CMS entry' }))
    await expect(await canvas.findByText('This page already has an entry with this key. Choose another key or edit that entry.', { selector: '.mt-field__error' })).toBeVisible()
  },
}
