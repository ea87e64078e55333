import { z } from 'zod'
import { DIFFICULTIES } from '@/api/moves/moveTypes'
import type { UserInfoRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource } from '../engine/resourceDefinition'
import { choices, idColumn, idFilter } from './listParts'
import { memberName, type WithMember } from './memberName'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * What members say about themselves (records `user_info`: goal, level, measures), read-only here:
 * docs/product.md §2 gives a list and a view; members change it through their own info call.
 */

type AdminUserInfo = UserInfoRecord & DbRecord & WithMember

const levelOptions = choices(DIFFICULTIES)

/** Nothing is written from here; the schema documents the row for the view. */
export const userInfoSchema = z.object({})

export const userInfo = defineResource<AdminUserInfo>({
  name: 'user_info',
  labels: { singular: 'user info', plural: 'User info' },
  table: 'user_info',
  join: ['user'],
  fields: [
    { name: 'user_id', label: 'Member (account id)', kind: 'number', readOnly: true },
    { name: 'goal', label: 'Goal', kind: 'text', readOnly: true },
    { name: 'level', label: 'Level', kind: 'select', options: levelOptions, readOnly: true },
    { name: 'phone', label: 'Phone', kind: 'text', readOnly: true },
    { name: 'height_cm', label: 'Height (cm)', kind: 'number', readOnly: true },
    { name: 'weight_kg', label: 'Weight (kg)', kind: 'number', readOnly: true },
    { name: 'created_at', label: 'Added', kind: 'datetime', readOnly: true },
  ],
  schema: userInfoSchema,
  columns: [
    idColumn,
    { field: 'user_id', label: 'Member', sortable: true, value: memberName },
    { field: 'goal', label: 'Goal', sortable: true },
    { field: 'level', label: 'Level', sortable: true },
    { field: 'height_cm', label: 'Height (cm)', sortable: true },
    { field: 'weight_kg', label: 'Weight (kg)', sortable: true },
  ],
  filters: [
    idFilter,
    { name: 'user_id', label: 'Member (account id)', kind: 'number' },
    { name: 'level', label: 'Level', kind: 'select', options: levelOptions },
  ],
  searchField: 'goal',
  recordLabel: (info) => memberName(info) || `User info #${info.id}`,
  canDelete: false,
  paths: adminPaths.userInfo,
})
