import { z } from 'zod'
import { MESSAGE_TEXT_MAX, REPORT_NOTE_MAX, REPORT_REASONS } from '@/api/spaces/spaceTypes'

/**
 * The spaces tables (issue 22): rooms, their messages, each member's own state of a room, and
 * members' reports of messages. Only the realtime and channel calls write the first three
 * (mocks/realtime keeps their rules); they are not served by the records family at all, so a
 * member's private conversation never leaks through it. Admins read `chat_report` there and
 * settle it (status), like reviews.
 */

const id = z.number('Choose a record by its id.').int().positive()
const isoDate = z.string()

/**
 * A space. A group's space has `group_id` and no member list: its members are the group's
 * members at the time of each request. A direct space lists its two members; a coach space the
 * member and the coach's member account, with `coach_id`.
 */
export const chatRoomSchema = z.object({
  id,
  kind: z.enum(['group', 'direct', 'coach']),
  group_id: id.nullable().default(null),
  coach_id: id.nullable().default(null),
  member_ids: z.array(id).max(2).default([]),
  created_at: isoDate,
})
export type ChatRoomRow = z.output<typeof chatRoomSchema>

/** One message. `chat_id` increases within its room (the cursor); (author_id, client_id) is unique. */
export const chatMessageSchema = z.object({
  id,
  room_id: id,
  chat_id: z.number().int().positive(),
  client_id: z.string().min(1).max(100),
  author_id: id,
  text: z.string().max(MESSAGE_TEXT_MAX),
  /** The chat_id of the quoted message of the same room. */
  reply_to: z.number().int().positive().nullable().default(null),
  move_id: id.nullable().default(null),
  removed: z.boolean().default(false),
  date: isoDate,
  /** Set when the message changes after it was sent (removed by an admin): the list's catch-up sees it. */
  updated_at: isoDate.optional(),
})
export type ChatMessageRow = z.output<typeof chatMessageSchema>

/**
 * A member's own state of one room: the read pointer (kept on the server so devices agree), the
 * mute, and when they left a direct space (the space leaves their list until it is opened again).
 * One row per (room, member), made when first needed; no row reads as pointer 0, not muted.
 */
export const chatMemberSchema = z.object({
  id,
  room_id: id,
  user_id: id,
  read_chat_id: z.number().int().min(0).default(0),
  muted: z.boolean().default(false),
  left_at: isoDate.nullable().default(null),
  updated_at: isoDate,
})
export type ChatMemberRow = z.output<typeof chatMemberSchema>

/**
 * A member's report of a message (src/api/records/contentTypes.ts ChatReportRecord). The text and
 * author are copied in, so the report still says what was reported once the message is removed.
 * Admins change `status` (and give `resolved_reason`) in the console.
 */
export const chatReportSchema = z
  .object({
    id,
    room_id: id,
    chat_id: z.number().int().positive(),
    reporter_id: id,
    author_id: id,
    message_text: z.string().max(MESSAGE_TEXT_MAX),
    reason: z.enum(REPORT_REASONS, 'Choose spam, abuse or other.'),
    note: z.string().max(REPORT_NOTE_MAX, `Keep the note to ${REPORT_NOTE_MAX} characters or fewer.`).default(''),
    status: z.enum(['open', 'removed', 'dismissed'], 'Choose open, removed or dismissed.').default('open'),
    resolved_reason: z.string().trim().max(500, 'Keep the reason to 500 characters or fewer.').nullable().default(null),
    created_at: z.string().optional(),
    resolved_at: z.string().nullable().optional(),
    updated_at: z.string().optional(),
  })
  .superRefine((row, context) => {
    if (row.status !== 'open' && !row.resolved_reason) context.addIssue({ code: 'custom', message: 'Say why the report is settled.', path: ['resolved_reason'] })
  })
export type ChatReportRow = z.output<typeof chatReportSchema>

export const SPACE_SCHEMAS = {
  chat_room: chatRoomSchema,
  chat_message: chatMessageSchema,
  chat_member: chatMemberSchema,
  chat_report: chatReportSchema,
}
