import { z } from 'zod'
import type { DbRecord } from '@/api/records/recordTypes'
import { ROLES } from '@/lib/auth/role'
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT, PASSWORD_WEAK_MESSAGE, isStrongEnoughPassword } from '@/lib/auth/passwordRule'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { idColumn, idFilter } from './listParts'
import { adminPaths } from '@/shared/paths/adminPaths'

/** Accounts (records `user`). Secrets never reach the admin: the mock strips them, and no field names one. */

interface AdminUser extends DbRecord {
  email: string
  first_name: string
  last_name: string
  role: (typeof ROLES)[number]
  phone: string
  verified: boolean
  created_at: string
}

const roleOptions: FieldOption[] = [
  { value: 'user', label: 'Member' },
  { value: 'admin', label: 'Admin' },
  { value: 'public', label: 'Public area' },
]

const base = {
  email: z.string().trim().min(1, 'Enter an email address.').max(254, 'Keep the email to 254 characters or fewer.').pipe(z.email('Enter a valid email address, like name@example.com.')),
  first_name: z.string().trim().max(100, 'Keep names to 100 characters or fewer.').optional(),
  last_name: z.string().trim().max(100, 'Keep names to 100 characters or fewer.').optional(),
  phone: z.string().trim().max(32, 'Keep the phone number to 32 characters or fewer.').optional(),
  role: z.enum(ROLES, 'Choose a role.'),
  verified: z.boolean().optional(),
}

const password = z.string().refine(isStrongEnoughPassword, PASSWORD_WEAK_MESSAGE)

export const userCreateSchema = z.object({ ...base, password })
/** On an edit an empty password keeps the current one. */
export const userEditSchema = z.object({ ...base, password: z.union([z.literal(''), password]).optional() })

export const users = defineResource<AdminUser>({
  name: 'users',
  labels: { singular: 'user', plural: 'Users' },
  table: 'user',
  fields: [
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'first_name', label: 'First name', kind: 'text' },
    { name: 'last_name', label: 'Last name', kind: 'text' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'role', label: 'Role', kind: 'select', options: roleOptions, required: true },
    { name: 'verified', label: 'Email verified', kind: 'boolean' },
    { name: 'password', label: 'Password', kind: 'password', required: true, hint: PASSWORD_HINT, on: ['create'] },
    {
      name: 'password',
      label: 'New password',
      kind: 'password',
      hint: `Leave empty to keep the current password. At least ${MIN_PASSWORD_LENGTH} characters, with a letter and a digit.`,
      on: ['edit'],
    },
    { name: 'created_at', label: 'Joined', kind: 'datetime', readOnly: true, on: ['edit'] },
  ],
  schema: userCreateSchema,
  editSchema: userEditSchema,
  defaults: { role: 'user', verified: true, first_name: '', last_name: '', phone: '', password: '' },
  columns: [
    idColumn,
    { field: 'email', label: 'Email', sortable: true },
    { field: 'last_name', label: 'Name', sortable: true, value: (user) => [user.first_name, user.last_name].filter(Boolean).join(' ') },
    { field: 'role', label: 'Role', sortable: true, value: (user) => roleOptions.find((option) => option.value === user.role)?.label ?? user.role },
    { field: 'verified', label: 'Verified', sortable: true, value: (user) => (user.verified ? 'Yes' : 'No') },
    { field: 'created_at', label: 'Joined', sortable: true, value: (user) => user.created_at?.slice(0, 10) ?? '' },
  ],
  filters: [
    idFilter,
    { name: 'role', label: 'Role', kind: 'select', options: roleOptions },
    { name: 'last_name', label: 'Last name', kind: 'text' },
  ],
  searchField: 'email',
  recordLabel: (user) => user.email || `User #${user.id}`,
  paths: adminPaths.users,
})
