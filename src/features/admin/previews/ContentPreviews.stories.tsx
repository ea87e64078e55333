import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import { inAdminEngine } from '../testing/adminStory.testing'
import { CmsPreview } from './CmsPreview'
import { EmailPreview } from './EmailPreview'
import { SendTestEmail } from './SendTestEmail'
import { SmsPreview } from './SmsPreview'

/*
 * The template and CMS previews in every state, drawn from form values as the admin form hands
 * them over. The test send answers from the mock backend (or a stand-in per story).
 */

const meta = {
  title: 'Admin/Content previews',
  component: SmsPreview,
  args: { mode: 'edit', values: { name: '', body: '' } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{Story()}</div>, inAdminEngine],
} satisfies Meta<typeof SmsPreview>

export default meta
type Story = StoryObj<typeof meta>

const sms = (body: string): Story => ({ args: { mode: 'edit', values: { name: 'Reminder', body } } })

export const SmsEmpty: Story = sms('')
export const SmsOneMessage: Story = sms('MoveTime: hi {{first_name}}, your session starts at {{time}}. Reply STOP to opt out.')
/** 159 letters and a euro sign (two septets): 161 septets, so two segments of 153. */
export const SmsTwoSegmentsWithExtension: Story = sms(`${'Stretch, breathe and move. '.repeat(5)}${'a'.repeat(24)}€`)
/** One emoji switches the whole message to UCS-2: 70 per message, 67 per segment. */
export const SmsUnicode: Story = sms('Great work this week, {{first_name}} 💪 Keep going!')
export const SmsUnknownVariable: Story = sms('Hi {{firstname}}, your code is {{code}}.')

const emailSent = http.post('*/v2/api/lambda/mail/send', () => HttpResponse.json({ error: false, id: 1, message: 'Test email sent.' }))

export const EmailEmpty: Story = {
  render: () => <EmailPreview mode="create" values={{ name: '', subject: '', body: '' }} />,
}
export const EmailReady: Story = {
  render: () => (
    <EmailPreview
      mode="edit"
      values={{
        subject: 'Welcome to MoveTime, {{first_name}}',
        body: '<h1 style="color:#0f766e">Welcome aboard, {{first_name}}!</h1><p>Your first moves are waiting in your <a href="https://movetime.app/user/library">library</a>.</p>',
      }}
    />
  ),
}
/** A script and an onerror handler: the script shows as text, the handler is gone, nothing runs. */
export const EmailWithScript: Story = {
  render: () => (
    <EmailPreview
      mode="edit"
      values={{ subject: 'Hi {{first_name}}', body: '<p>Hello {{first_name}}</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Scripts are taken out and never run/)).toBeVisible()
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  },
}

const sendTest = (parameters?: Story['parameters']): Story => ({
  parameters,
  render: () => <SendTestEmail subject="Welcome to MoveTime, Alex" html="<h1>Welcome aboard, Alex!</h1>" />,
})
export const SendTestIdle: Story = sendTest()
export const SendTestSent: Story = {
  ...sendTest({ msw: [emailSent, ...handlers] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Send a test to'), 'coach@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test' }))
    await expect(await canvas.findByText(/Test email sent to coach@example.com/)).toBeVisible()
  },
}
export const SendTestSending: Story = {
  ...sendTest({ msw: [http.post('*/v2/api/lambda/mail/send', () => delay('infinite')), ...handlers] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Send a test to'), 'coach@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test' }))
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeVisible()
  },
}
export const SendTestBadAddress: Story = {
  ...sendTest(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Send a test to'), 'coach@{Enter}')
    await expect(await canvas.findByText('Enter the address to send the test to, like name@example.com.')).toBeVisible()
  },
}
export const SendTestServerFails: Story = {
  ...sendTest({ msw: [http.post('*/v2/api/lambda/mail/send', () => HttpResponse.json({ error: true, message: 'The mailer is resting.' }, { status: 500 })), ...handlers] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Send a test to'), 'coach@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a test' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The mailer is resting.')
  },
}

const cms = (type: string, value: string): Story => ({
  render: () => <CmsPreview mode="edit" values={{ page: 'home', key: 'hero', type, value }} />,
})
export const CmsNoType: Story = cms('', 'Anything')
export const CmsEmptyValue: Story = cms('text', '')
export const CmsText: Story = cms('text', 'Move a little, every day.\nEven offline in the gym.')
export const CmsHtml: Story = cms('html', '<h2>Privacy</h2><p>We keep only what we need.</p><script>alert(1)</script>')
export const CmsMarkdown: Story = cms('markdown', '## Terms\n\nBy using **MoveTime** you agree to:\n\n- train within your limits\n- read the [privacy notice](/privacy)')
export const CmsJson: Story = cms('json', '{"features":["Offline library","Form guides"],"count":2}')
export const CmsJsonInvalid: Story = cms('json', '{"features": ["Offline library",')
export const CmsImage: Story = cms('image', '/icons/icon-192.png')
export const CmsImageUnsafeLink: Story = cms('image', 'javascript:alert(1)')
