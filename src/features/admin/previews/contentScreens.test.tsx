import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { db } from '@mocks/db/db'
import { server } from '@mocks/node'
import { getOne } from '@/api/records/recordsApi'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/** The SMS, email and CMS screens through the generic engine, against the mock backend. */

/** Method and path of every write the mock receives while `work` runs. */
async function writesDuring(work: () => Promise<void>): Promise<string[]> {
  const writes: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  try {
    await work()
  } finally {
    server.events.removeListener('request:start', listener)
  }
  return writes
}

/** Rows of our own, so the tests do not lean on the demo seed's wording. */
async function addFixtures() {
  await signInAsAdmin()
  await db.sms.create({ id: 900, name: 'Reminder', body: 'Hi {{first_name}}, class at {{time}}.' })
  await db.email.create({ id: 900, name: 'Welcome', subject: 'Welcome to MoveTime, {{first_name}}', body: '<h1>Welcome aboard, {{first_name}}!</h1><p>Your library is waiting.</p>' })
  await db.cms.create({ id: 900, page: 'faq', key: 'headline', type: 'text', value: 'Questions, answered.' })
  await db.cms.create({ id: 901, page: 'faq', key: 'topics', type: 'json', value: '["Offline library"]' })
}

const preview = () => screen.getByRole('region', { name: 'Preview' })
const stat = (name: string) => within(preview()).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent

describe('SMS templates', () => {
  beforeEach(addFixtures)

  it('previews the message with sample data and recounts characters and segments as it is typed', async () => {
    const { user } = renderAdmin('/admin/add-sms')
    const message = await screen.findByRole('textbox', { name: 'Message (required)' }, { timeout: 8000 })
    expect(within(preview()).getByText('Write the message to see it here.')).toBeInTheDocument()

    await user.type(message, 'Hi ')
    await user.paste('{{first_name}}')
    await user.type(message, '!')
    expect(within(preview()).getByTestId('sms-preview-text')).toHaveTextContent('Hi Alex!')
    expect(stat('Characters')).toBe('8')
    expect(stat('SMS')).toBe('1')
    expect(stat('Encoding')).toBe('GSM-7')

    // 160 GSM characters fit one message; the euro sign counts two, so it splits in two.
    await user.clear(message)
    await user.paste(`${'a'.repeat(159)}€`)
    expect(stat('Characters')).toBe('160')
    expect(stat('SMS segments')).toBe('2')

    await user.clear(message)
    await user.paste('Great work 💪')
    expect(stat('Encoding')).toBe('UCS-2')
    expect(within(preview()).getByText(/because of “💪”/)).toBeInTheDocument()
  })

  it('saves a new template and lists it', async () => {
    const { user, history } = renderAdmin('/admin/add-sms')
    await user.type(await screen.findByRole('textbox', { name: 'Name (required)' }, { timeout: 8000 }), 'Class moved')
    await user.click(screen.getByRole('textbox', { name: 'Message (required)' }))
    await user.paste('{{first_name}}, today’s class starts at {{time}}.')
    await user.click(screen.getByRole('button', { name: 'Add SMS template' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/sms'))
    expect(db.sms.findFirst((q) => q.where({ name: 'Class moved' }))?.body).toBe('{{first_name}}, today’s class starts at {{time}}.')
  })

  it('opens the id-less edit path by ?id=', async () => {
    renderAdmin('/admin/edit-sms?id=900')
    expect(await screen.findByRole('textbox', { name: 'Message (required)' }, { timeout: 8000 })).toHaveValue('Hi {{first_name}}, class at {{time}}.')
  })

  it('refuses a broken variable at the field before sending anything', async () => {
    const { user } = renderAdmin('/admin/edit-sms/900')
    const message = await screen.findByRole('textbox', { name: 'Message (required)' }, { timeout: 8000 })
    const writes = await writesDuring(async () => {
      await user.clear(message)
      await user.paste('Hi {{first name}}')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() => expect(message).toHaveAccessibleDescription(/Write variables as \{\{name\}\}/))
    })
    expect(writes).toEqual([])
    expect(message).toHaveValue('Hi {{first name}}')
  })
})

describe('email templates', () => {
  beforeEach(addFixtures)

  it('takes a <script> out of the body, shows the rest in a sandboxed frame, and never runs it', async () => {
    const { user } = renderAdmin('/admin/add-email')
    await user.click(await screen.findByRole('textbox', { name: 'Body (HTML) (required)' }, { timeout: 8000 }))
    await user.paste('<h1>Hi {{first_name}}</h1><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">')

    const frame = within(preview()).getByTitle('Email preview') as HTMLIFrameElement
    expect(frame).toHaveAttribute('sandbox', '')
    const document = frame.getAttribute('srcdoc') ?? ''
    expect(document).toContain('<h1>Hi Alex</h1>')
    expect(document).not.toContain('window.__pwned')
    expect(document).not.toMatch(/<script|onerror/i)
    expect(within(preview()).getByText(/Scripts are taken out and never run/)).toBeInTheDocument()
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  })

  it('sends a test of the previewed email to the Mailbox and confirms it, without saving the template', async () => {
    const { user } = renderAdmin('/admin/edit-email/900')
    const to = await screen.findByRole('textbox', { name: 'Send a test to' }, { timeout: 8000 })
    const writes = await writesDuring(async () => {
      await user.type(to, 'not-an-address{Enter}')
      await waitFor(() => expect(to).toHaveAccessibleDescription(/Enter the address to send the test to, like name@example.com\./))
      await user.clear(to)
      await user.type(to, 'coach@example.com{Enter}')
      expect(await screen.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent('Test email sent to coach@example.com.')
    })
    // Enter in the test field sent the test; it did not save the template.
    expect(writes).toEqual(['POST /v2/api/lambda/mail/send'])
    const mail = db.mail.findFirst((q) => q.where({ to: 'coach@example.com' }))
    expect(mail).toMatchObject({ subject: 'Welcome to MoveTime, Alex' })
    expect(mail?.text).toContain('Welcome aboard, Alex!')
  })
})

describe('CMS entries', () => {
  beforeEach(addFixtures)

  it('saves an edit through the cms PUT call; the records call reads the new value back', async () => {
    const { user, history } = renderAdmin('/admin/edit-cms/900')
    const value = await screen.findByRole('textbox', { name: 'Value' }, { timeout: 8000 })
    await user.clear(value)
    await user.type(value, 'Move more, sit less.')
    expect(within(preview()).getByText('Move more, sit less.')).toBeInTheDocument()
    const writes = await writesDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() => expect(history.location.pathname).toBe('/admin/cms'))
    })
    expect(writes).toEqual(['PUT /v2/api/lambda/cms/900'])
    await expect(getOne('cms', 900)).resolves.toMatchObject({ page: 'faq', key: 'headline', value: 'Move more, sit less.' })
  })

  it('puts the server’s “already taken” under Key and keeps everything typed', async () => {
    const { user, history } = renderAdmin('/admin/add-cms')
    await user.type(await screen.findByRole('textbox', { name: 'Page (required)' }, { timeout: 8000 }), 'faq')
    const key = screen.getByRole('textbox', { name: 'Key (required)' })
    await user.type(key, 'headline')
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'A second title')
    const writes = await writesDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Add CMS entry' }))
      await waitFor(() => expect(key).toHaveAccessibleDescription(/This page already has an entry with this key\. Choose another key or edit that entry\./))
    })
    expect(writes).toEqual(['POST /v2/api/lambda/cms'])
    expect(key).toHaveValue('headline')
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('A second title')
    expect(history.location.pathname).toBe('/admin/add-cms')
  })

  it('checks a JSON value before sending it', async () => {
    const { user } = renderAdmin('/admin/edit-cms/901')
    const value = await screen.findByRole('textbox', { name: 'Value' }, { timeout: 8000 })
    await user.clear(value)
    await user.paste('["Offline library",')
    expect(within(preview()).getByText(/Not valid JSON yet/)).toBeInTheDocument()
    const writes = await writesDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() => expect(value).toHaveAccessibleDescription(/Enter valid JSON\./))
    })
    expect(writes).toEqual([])
  })
})
