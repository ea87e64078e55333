// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { cmsSchema, emailSchema, smsSchema } from '@mocks/db/contentSchemas'
import { adminRoutes, resolveAdminScreen } from '../engine/adminRoutes'
import { cellText, writableFields } from '../engine/resourceDefinition'
import { fillTemplate } from '../previews/templateSample'
import { adminResources } from './adminResources'
import { cmsEntries, cmsEntrySchema } from './cmsEntries'
import { emailTemplates, emailTemplateSchema } from './emailTemplates'
import { smsTemplates, smsTemplateSchema } from './smsTemplates'

/** Field → first message, as the form and the server's 400 both show them. */
function messages(schema: ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

/** The server's row check, minus the fields only the server sets. */
const serverMessages = (schema: ZodType, value: object) => {
  const found = messages(schema, { id: 1, ...value })
  delete found.id
  return found
}

describe('the form and the mock hold SMS, email and CMS rows to the same rules', () => {
  const cases: Array<[string, ZodType, ZodType, object[]]> = [
    [
      'sms',
      smsTemplateSchema,
      smsSchema,
      [
        { name: 'Reminder', body: 'Hi {{first_name}}, see you at {{time}}.' },
        { name: ' ', body: '' },
        { name: 'Typo', body: 'Hi {{first name}}' },
        { name: 'Open', body: 'Hi {{first_name' },
        { name: 'x'.repeat(101), body: 'y'.repeat(1601) },
      ],
    ],
    [
      'email',
      emailTemplateSchema,
      emailSchema,
      [
        { name: 'Welcome', subject: 'Hi {{first_name}}', body: '<p>Hello</p>' },
        { name: '', subject: ' ', body: '' },
        { name: 'Bad', subject: 'Hi }}', body: '<p>{{ link</p>' },
        { name: 'Long', subject: 's'.repeat(201), body: 'b'.repeat(20_001) },
      ],
    ],
    [
      'cms',
      cmsEntrySchema,
      cmsSchema,
      [
        { page: 'home', key: 'hero_title', type: 'text', value: 'Move daily.' },
        { page: 'Home Page', key: '', type: 'video', value: 'x' },
        { page: 'home', key: 'features', type: 'json', value: '{"open": ' },
        { page: 'home', key: 'features', type: 'json', value: '["a","b"]' },
        { page: 'home', key: 'hero_image', type: 'image', value: 'javascript:alert(1)' },
        { page: 'home', key: 'hero_image', type: 'image', value: '/media/posters/squat.webp' },
        { page: 'home', key: 'long', type: 'text', value: 'x'.repeat(2001) },
        { page: 'home', key: 'long', type: 'markdown', value: 'x'.repeat(2001) },
      ],
    ],
  ]

  it.each(cases)('%s: same verdict and same message per field', (_name, client, server, samples) => {
    for (const sample of samples) expect(messages(client, sample), JSON.stringify(sample).slice(0, 80)).toEqual(serverMessages(server, sample))
  })

  it('names the problem in words', () => {
    expect(messages(smsTemplateSchema, { name: '', body: 'Hi {{first name}}' })).toEqual({
      name: 'Enter a name.',
      body: 'Write variables as {{name}}: letters, digits and _ between double braces.',
    })
    expect(messages(cmsEntrySchema, { page: 'home', key: 'features', type: 'json', value: '{' })).toEqual({ value: 'Enter valid JSON.' })
  })
})

describe('the template and CMS definitions', () => {
  const routes = adminRoutes(adminResources)

  it('ask each template for a required name only admins see, with an example of its kind', () => {
    expect(smsTemplates.fields[0]).toEqual({ name: 'name', label: 'Name', kind: 'text', required: true, hint: 'For admins only, e.g. “Session reminder”.' })
    expect(emailTemplates.fields[0]).toMatchObject({ name: 'name', required: true, hint: 'For admins only, e.g. “Welcome”.' })
  })

  it('serve docs/product.md §2’s paths, with and without an id', () => {
    const ours = routes.filter((route) => [smsTemplates, emailTemplates, cmsEntries].includes(route.definition))
    expect(ours.map((route) => [route.path, route.screen, route.title])).toEqual([
      ['/admin/sms', 'list', 'SMS templates'],
      ['/admin/add-sms', 'create', 'Add SMS template'],
      ['/admin/edit-sms/:id', 'edit', 'Edit SMS template'],
      ['/admin/edit-sms', 'editWithoutId', 'Edit SMS template'],
      ['/admin/email', 'list', 'Email templates'],
      ['/admin/add-email', 'create', 'Add email template'],
      ['/admin/edit-email/:id', 'edit', 'Edit email template'],
      ['/admin/edit-email', 'editWithoutId', 'Edit email template'],
      ['/admin/cms', 'list', 'CMS entries'],
      ['/admin/add-cms', 'create', 'Add CMS entry'],
      ['/admin/edit-cms/:id', 'edit', 'Edit CMS entry'],
      ['/admin/edit-cms', 'editWithoutId', 'Edit CMS entry'],
    ])
    expect(resolveAdminScreen(routes, '/admin/edit-cms/4')).toMatchObject({ screen: 'edit', id: '4', definition: cmsEntries })
  })

  it('each have a preview beside the form, and CMS writes only the form’s fields', () => {
    for (const definition of [smsTemplates, emailTemplates, cmsEntries]) expect(definition.preview).toBeDefined()
    expect(writableFields(cmsEntries, 'edit')).toEqual(['page', 'key', 'type', 'value'])
  })

  it('lists an SMS template with its segment count, a long value cut short and the type by its label', () => {
    const segments = smsTemplates.columns.find((column) => column.field === 'segments')!
    expect(cellText(segments, { id: 1, body: 'a'.repeat(161) })).toBe('2')
    expect(cellText(segments, { id: 1, body: 'Hi 💪' })).toBe('1')
    const value = cmsEntries.columns.find((column) => column.field === 'value')!
    expect(cellText(value, { id: 1, value: 'v'.repeat(100) })).toHaveLength(60)
    const type = cmsEntries.columns.find((column) => column.field === 'type')!
    expect(cellText(type, { id: 1, type: 'markdown' })).toBe('Markdown')
  })
})

describe('fillTemplate', () => {
  it('fills known variables with the sample member, keeps and reports unknown ones', () => {
    expect(fillTemplate('Hi {{first_name}}, {{ code }} {{nickname}} {{Nickname}}')).toEqual({ text: 'Hi Alex, 482913 {{nickname}} {{Nickname}}', unknown: ['nickname', 'Nickname'] })
  })

  it('escapes what it inserts into HTML', () => {
    expect(fillTemplate('<a href="{{link}}">{{first_name}}</a>', (value) => value.replace(/&/g, '&amp;')).text).toBe('<a href="https://movetime.app/user/dashboard">Alex</a>')
  })
})
