import { z } from 'zod'
import { CONTENT_LIMITS, type GroupRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Training groups (records `group`). Members join and leave through the group calls, so the
 * form sets the name, description and owner; the list counts the members.
 */

type AdminGroup = GroupRecord & DbRecord

export const groupSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(CONTENT_LIMITS.name, `Keep the name to ${CONTENT_LIMITS.name} characters or fewer.`),
  description: z.string().max(CONTENT_LIMITS.text, `Keep the description to ${CONTENT_LIMITS.text} characters or fewer.`).optional(),
  owner_id: z.number('Enter the owner’s account id.').int('Enter the owner’s account id.').positive('Enter the owner’s account id.'),
})

export const groups = defineResource<AdminGroup>({
  name: 'groups',
  labels: { singular: 'group', plural: 'Groups' },
  table: 'group',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'owner_id', label: 'Owner (account id)', kind: 'number', required: true, hint: 'The member who runs the group; the id shown in the Users list.' },
    { name: 'created_at', label: 'Created', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: groupSchema,
  defaults: { description: '' },
  columns: [
    idColumn,
    { field: 'name', label: 'Name', sortable: true },
    { field: 'owner_id', label: 'Owner', sortable: true, value: (group) => `#${group.owner_id}` },
    { field: 'member_ids', label: 'Members', value: (group) => String(Array.isArray(group.member_ids) ? group.member_ids.length : 0) },
    { field: 'created_at', label: 'Created', sortable: true, value: (group) => group.created_at?.slice(0, 10) ?? '' },
  ],
  filters: [
    idFilter,
    { name: 'owner_id', label: 'Owner (account id)', kind: 'number' },
  ],
  searchField: 'name',
  recordLabel: (group) => group.name || `Group #${group.id}`,
  paths: adminPaths.groups,
})
