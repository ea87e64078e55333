import { z } from 'zod'
import { CONTENT_LIMITS } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { EmailPreview } from '../previews/EmailPreview'
import { idColumn, idFilter } from './listParts'
import { templateName, templateNameField, templateText } from './templateRules'
import { adminPaths } from '@/shared/paths/adminPaths'

/** Email templates (records `email`): name, subject and HTML body with {{variables}}, a sanitised preview and a test send. */

interface EmailTemplate extends DbRecord {
  name: string
  subject: string
  body: string
  created_at?: string
  updated_at?: string
}

export const emailTemplateSchema = z.object({
  name: templateName,
  subject: templateText('a subject', CONTENT_LIMITS.subject),
  body: templateText('the body', CONTENT_LIMITS.document),
})

export const emailTemplates = defineResource<EmailTemplate>({
  name: 'email',
  labels: { singular: 'email template', plural: 'Email templates' },
  table: 'email',
  fields: [
    templateNameField('Welcome'),
    { name: 'subject', label: 'Subject', kind: 'text', required: true, hint: 'Variables work here too: Welcome, {{first_name}}.' },
    {
      name: 'body',
      label: 'Body (HTML)',
      kind: 'textarea',
      required: true,
      hint: 'HTML with {{variables}}. Scripts, frames, forms and event handlers are removed before any email is shown or sent.',
    },
  ],
  schema: emailTemplateSchema,
  defaults: { name: '', subject: '', body: '' },
  columns: [
    idColumn,
    { field: 'name', label: 'Name', sortable: true },
    { field: 'subject', label: 'Subject', sortable: true },
    { field: 'updated_at', label: 'Last changed', sortable: true, value: (email) => (email.updated_at ?? email.created_at ?? '').slice(0, 10) },
  ],
  filters: [
    idFilter,
    { name: 'subject', label: 'Subject contains', kind: 'text' },
  ],
  searchField: 'name',
  recordLabel: (email) => email.name || `Email template #${email.id}`,
  preview: EmailPreview,
  paths: adminPaths.emailTemplates,
})
