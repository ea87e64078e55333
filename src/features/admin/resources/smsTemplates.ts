import { z } from 'zod'
import { CONTENT_LIMITS } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { countSms } from '@/lib/sms/smsSegments'
import { defineResource } from '../engine/resourceDefinition'
import { SmsPreview } from '../previews/SmsPreview'
import { clip, idColumn, idFilter } from './listParts'
import { templateName, templateNameField, templateText } from './templateRules'
import { adminPaths } from '@/shared/paths/adminPaths'

/** SMS templates (records `sms`): a name and a body with {{variables}}, previewed with its segments counted. */

interface SmsTemplate extends DbRecord {
  name: string
  body: string
  created_at?: string
  updated_at?: string
}

export const smsTemplateSchema = z.object({
  name: templateName,
  body: templateText('the message', CONTENT_LIMITS.smsBody),
})

export const smsTemplates = defineResource<SmsTemplate>({
  name: 'sms',
  labels: { singular: 'SMS template', plural: 'SMS templates' },
  table: 'sms',
  fields: [
    templateNameField('Session reminder'),
    {
      name: 'body',
      label: 'Message',
      kind: 'textarea',
      required: true,
      hint: 'Variables in double braces are filled per member: {{first_name}}, {{time}}, {{code}}, {{link}}.',
    },
  ],
  schema: smsTemplateSchema,
  defaults: { name: '', body: '' },
  columns: [
    idColumn,
    { field: 'name', label: 'Name', sortable: true },
    { field: 'body', label: 'Message', sortable: true, value: (sms) => clip(sms.body, 80) },
    { field: 'segments', label: 'Segments', value: (sms) => String(countSms(sms.body ?? '').segments) },
  ],
  filters: [
    idFilter,
    { name: 'body', label: 'Message contains', kind: 'text' },
  ],
  searchField: 'name',
  recordLabel: (sms) => sms.name || `SMS template #${sms.id}`,
  preview: SmsPreview,
  paths: adminPaths.smsTemplates,
})
