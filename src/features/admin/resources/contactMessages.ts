import { z } from 'zod'
import { CONTACT_STATUSES, CONTACT_TOPICS, CONTACT_TOPIC_LABELS, type ContactMessageRecord, type ContactStatus } from '@/api/contact/contactTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { adminPaths } from '@/shared/paths/adminPaths'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { clip } from './listParts'

/**
 * What visitors and members wrote through the contact form (records `contact_message`, read by
 * admins only). Newest first; support answers by email and marks the message answered here, or
 * marks it new again (an answer that needs a follow-up). Nothing is created, edited or deleted in
 * the console: the contact call writes messages, `contact/{id}` changes only their status.
 */

type AdminContactMessage = ContactMessageRecord & DbRecord

const STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', answered: 'Answered' }

export const contactStatusOptions: FieldOption[] = CONTACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))
export const contactTopicOptions: FieldOption[] = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }))

export const CONTACT_EXCERPT = 90

/** "24 Nov 2026, 09:12" in the admin's own clock. */
export function receivedText(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

const isNew = (message: AdminContactMessage) => message.status === 'new'

export const contactMessages = defineResource<AdminContactMessage>({
  name: 'contact_messages',
  labels: { singular: 'contact message', plural: 'Contact messages' },
  table: 'contact_message',
  fields: [
    { name: 'name', label: 'From', kind: 'text', readOnly: true },
    { name: 'email', label: 'Email', kind: 'email', readOnly: true },
    { name: 'topic', label: 'Topic', kind: 'select', options: contactTopicOptions, readOnly: true },
    { name: 'message', label: 'Message', kind: 'textarea', readOnly: true },
    { name: 'status', label: 'Status', kind: 'select', options: contactStatusOptions, readOnly: true },
    { name: 'user_id', label: 'Sent while signed in as (account id)', kind: 'number', readOnly: true },
    { name: 'received_at', label: 'Received', kind: 'datetime', readOnly: true },
    { name: 'answered_at', label: 'Marked answered', kind: 'datetime', readOnly: true },
    { name: 'answered_by', label: 'Marked answered by (account id)', kind: 'number', readOnly: true },
  ],
  schema: z.object({}),
  columns: [
    { field: 'name', label: 'From', sortable: true },
    { field: 'email', label: 'Email', sortable: true },
    { field: 'topic', label: 'Topic', sortable: true },
    { field: 'message', label: 'Message', value: (message) => clip(message.message ?? '', CONTACT_EXCERPT) },
    { field: 'received_at', label: 'Received', sortable: true, value: (message) => receivedText(message.received_at) },
    { field: 'status', label: 'Status', sortable: true },
  ],
  filters: [
    { name: 'status', label: 'Status', kind: 'select', options: contactStatusOptions },
    { name: 'topic', label: 'Topic', kind: 'select', options: contactTopicOptions },
    { name: 'email', label: 'Email', kind: 'text' },
  ],
  searchField: 'message',
  defaultSort: { field: 'received_at', order: 'DESC' },
  recordLabel: (message) => `${message.name} (${CONTACT_TOPIC_LABELS[message.topic] ?? message.topic})`,
  paths: adminPaths.contactMessages,
  canDelete: false,
  recordActions: [
    {
      name: 'answered',
      label: 'Mark answered',
      when: isNew,
      title: (message) => `Mark the message from ${message.name} answered?`,
      description: (message) => `Do this once you have replied to ${message.email}. You can mark it new again later.`,
      confirmLabel: 'Mark answered',
      busyLabel: 'Marking…',
      method: 'markContactAnswered',
      done: (message) => `The message from ${message.name} is marked answered.`,
    },
    {
      name: 'reopen',
      label: 'Mark as new',
      when: (message) => !isNew(message),
      title: (message) => `Mark the message from ${message.name} as new?`,
      description: () => 'It goes back among the messages waiting for an answer.',
      confirmLabel: 'Mark as new',
      busyLabel: 'Marking…',
      method: 'markContactNew',
      done: (message) => `The message from ${message.name} is marked new.`,
    },
  ],
})
