import { z } from 'zod'
import { ROLES } from '@/lib/auth/role'

/**
 * Flat rows only (numeric ids, foreign keys as `<table>_id`), never @msw/data relations:
 * a snapshot of the database is then plain JSON that survives a reload or a server restart.
 */

const id = z.number().int().positive()
const isoDate = z.string()

export const userSchema = z.object({
  id,
  email: z.string(),
  password_hash: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  role: z.enum(ROLES),
  phone: z.string().default(''),
  photo: z.string().default(''),
  verified: z.boolean().default(false),
  two_factor_enabled: z.boolean().default(false),
  created_at: isoDate,
})
export type UserRow = z.output<typeof userSchema>

export const sessionSchema = z.object({
  token: z.string(),
  user_id: id,
  role: z.enum(ROLES),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  purpose: z.literal('access'),
})
export type SessionRow = z.output<typeof sessionSchema>

export const emailTokenSchema = z.object({
  token: z.string(),
  user_id: id,
  purpose: z.enum(['verify', 'reset']),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  used: z.boolean().default(false),
})
export type EmailTokenRow = z.output<typeof emailTokenSchema>

export const adminInviteSchema = z.object({
  id,
  code: z.string().min(1),
  created_by: id,
  used_by: id.nullable().default(null),
})
export type AdminInviteRow = z.output<typeof adminInviteSchema>

export const mailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()).default([]),
  sent_at: isoDate,
})
export type MailRow = z.output<typeof mailSchema>

export const uploadSchema = z.object({
  id,
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  url: z.string(),
  owner_id: id,
  created_at: isoDate,
})
export type UploadRow = z.output<typeof uploadSchema>

/** The records family's tables carry whatever fields the admin screens give them. */
export const looseRowSchema = z.looseObject({ id })
export type LooseRow = z.output<typeof looseRowSchema>
