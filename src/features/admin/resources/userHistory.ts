import { z } from 'zod'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { idColumn } from './listParts'
import { memberName, type WithMember } from './memberName'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * What members watched (records `user_history`), list only (docs/product.md §2): filtered by member, move
 * and a range of days. Rows are written by the members' players, never here.
 */

interface AdminHistory extends DbRecord, WithMember {
  move_id: number
  seconds_watched: number
  completed: boolean
  watched_at: string
  move?: { title?: string } | null
}

export const userHistorySchema = z.object({})

export const userHistory = defineResource<AdminHistory>({
  name: 'user_history',
  labels: { singular: 'history entry', plural: 'User history' },
  table: 'user_history',
  join: ['user', 'move'],
  fields: [],
  schema: userHistorySchema,
  columns: [
    idColumn,
    { field: 'user_id', label: 'Member', sortable: true, value: memberName },
    { field: 'move_id', label: 'Move', sortable: true, value: (row) => (row.move?.title ? `${row.move.title} (#${row.move_id})` : `Move #${row.move_id}`) },
    { field: 'seconds_watched', label: 'Watched (s)', sortable: true },
    { field: 'completed', label: 'Completed', sortable: true, value: (row) => (row.completed ? 'Yes' : 'No') },
    { field: 'watched_at', label: 'When', sortable: true, value: (row) => row.watched_at?.slice(0, 16).replace('T', ' ') ?? '' },
  ],
  filters: [
    { name: 'user_id', label: 'Member (account id)', kind: 'number' },
    { name: 'move_id', label: 'Move (id)', kind: 'number' },
    { name: 'watched_at_from', label: 'From', kind: 'date' },
    { name: 'watched_at_to', label: 'To', kind: 'date' },
  ],
  canDelete: false,
  recordLabel: (row) => `History entry #${row.id}`,
  defaultSort: { field: 'watched_at', order: 'DESC' },
  paths: adminPaths.userHistory,
})
