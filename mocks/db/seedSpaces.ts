import type { Db } from './collections'
import { COACHED_ACCOUNT, COACH_ACCOUNTS, SEED_COACH_IDS } from './seedBookings'
import { SEED_MOVE_IDS } from './seedMoves'
import type { ChatMemberRow, ChatMessageRow, ChatReportRow, ChatRoomRow } from './spaceSchemas'

/*
 * The spaces' demo rows (issue 22), dated back from the reset so the conversations stay recent.
 * Members are seed.ts's accounts (1 Maya, 3 Jordan, 5 Tom, 8 Sofia, 9 Daniel, 10 Hannah,
 * 13 Elena, 14 Grace's member account). What Maya (member@movetime.app) sees:
 * - the spaces of her two groups, Morning Movers and Core Crew, each with a conversation over the
 *   last days, all read; a message in Morning Movers links the goblet squat (a move card);
 * - a direct space with Sofia whose last message is unread, and one with Jordan, all read.
 * Elena (coached@movetime.app) has a coach space with Grace (grace.bennett@movetime.app, Coach123!),
 * whose last message Grace has not read yet. Lunch Break Lifters (Daniel and Hannah) talks too.
 * The admin console has two reports to settle: Daniel's open report of Hannah's insult, and a
 * report Daniel made by mistake, already dismissed.
 * Amir and Claire have no spaces: the end-to-end tests start them from nothing.
 */

export const SEED_SPACE_IDS = { morningMovers: 1, coreCrew: 2, lunchBreak: 3, mayaSofia: 4, mayaJordan: 5, elenaGrace: 6 } as const

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** [author, text, how long before the reset it was sent (ms)] */
type Line = readonly [number, string, number]

const ago = (days: number, hours = 0, minutes = 0) => days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS

const MORNING_MOVERS: Line[] = [
  [1, 'Morning all! Ten minutes of squats and push-ups before work today?', ago(4, 2)],
  [3, "I'm in. Starting at 7:15.", ago(4, 1, 55)],
  [8, 'Same here, coffee first though ☕', ago(4, 1, 50)],
  [9, 'Done! My legs are already complaining.', ago(4, 1, 10)],
  [1, 'Nice work everyone. Same time tomorrow?', ago(4, 1)],
  [3, 'Yes. Can we add planks?', ago(3, 23)],
  [1, 'Good idea: three rounds of 30 seconds.', ago(3, 22, 50)],
  [8, 'Planks are my nemesis 😅', ago(3, 22, 40)],
  [9, 'Three rounds done. Last one shook a lot.', ago(3, 2)],
  [1, `Try this one for Thursday, it's easier on the knees than jump squats: /move?id=${SEED_MOVE_IDS.gobletSquat}`, ago(2, 3)],
  [8, 'Looks good. Do I need a kettlebell or will a water jug do?', ago(2, 2, 45)],
  [1, 'A full water jug works fine to start.', ago(2, 2, 40)],
  [3, 'I tried it with a backpack full of books. Worked!', ago(2, 1)],
  [9, 'Skipping tomorrow, early train. Back on Friday.', ago(1, 5)],
  [8, 'Safe travels Daniel!', ago(1, 4, 30)],
  [1, 'See you all tomorrow at 7:15 👋', ago(0, 14)],
  [3, '👍', ago(0, 13, 50)],
]

const CORE_CREW: Line[] = [
  [3, 'Welcome Maya! We do a plank ladder on Mondays and Thursdays.', ago(5, 6)],
  [1, 'Thanks Jordan! How long is the ladder?', ago(5, 5, 50)],
  [3, '20, 30, 40, 50, 60 seconds with 20 seconds of rest.', ago(5, 5, 45)],
  [5, 'And glute bridges in the rest if you feel brave.', ago(5, 5, 30)],
  [1, 'That sounds tough. Count me in for Thursday.', ago(5, 5)],
  [5, 'Thursday ladder done. 60 s felt like forever.', ago(3, 3)],
  [3, 'New record for me: the full ladder without dropping.', ago(3, 2, 40)],
  [1, 'Made it to 50, next time the full one!', ago(3, 2, 20)],
  [5, 'Anyone tried side planks in the ladder instead?', ago(1, 7)],
  [3, "Let's swap the 40 s step for side planks, 20 s each side.", ago(1, 6, 30)],
  [1, 'Deal. Monday then.', ago(1, 6)],
]

const LUNCH_BREAK: Line[] = [
  [9, 'Kettlebell swings at noon, 5 × 15?', ago(2, 8)],
  [10, 'Sounds good, I brought the 12 kg one.', ago(2, 7, 50)],
  [9, 'Done, great session.', ago(2, 6)],
  [10, 'Honestly Daniel, your form is a joke. Stop embarrassing the group.', ago(1, 9, 30)],
  [10, 'Tomorrow goblet squats?', ago(1, 9)],
  [9, 'Yes, see you at 12.', ago(1, 8, 45)],
]

const MAYA_SOFIA: Line[] = [
  [8, 'Hey Maya, are you joining the 30-day plank challenge?', ago(2, 10)],
  [1, 'Thinking about it. Did you sign up already?', ago(2, 9, 30)],
  [8, 'Yes! It starts on Monday.', ago(2, 9)],
  [1, "OK, I'm in too.", ago(2, 8)],
  [8, 'Yay! Want to do the first one together on Monday after work?', ago(0, 3)],
]

const MAYA_JORDAN: Line[] = [
  [3, 'Thanks for inviting me to Morning Movers, it helps me get up.', ago(3, 20)],
  [1, "Glad you're there! You're the most regular of us.", ago(3, 19, 40)],
  [3, 'Ha, only because the train leaves at 8.', ago(3, 19, 30)],
]

const ELENA_GRACE: Line[] = [
  [COACHED_ACCOUNT.id, 'Hi Grace, thanks for last week. My knees felt much better in the squat.', ago(5, 4)],
  [COACH_ACCOUNTS.grace.id, 'Great to hear, Elena! Keep the pause at the bottom for two more weeks.', ago(5, 2)],
  [COACHED_ACCOUNT.id, 'Will do. Should I add weight yet?', ago(4, 6)],
  [COACH_ACCOUNTS.grace.id, 'Not yet: three sets of 8 with a clean pause first. We will look at it in our next session.', ago(4, 3)],
  [COACHED_ACCOUNT.id, 'Sounds good. See you then!', ago(1, 2)],
]

interface SeedSpace {
  room: Omit<ChatRoomRow, 'created_at'>
  lines: Line[]
  /** Members whose read pointer is at the last message, and those one short of it. */
  readAll: number[]
  oneUnread: number[]
}

const SPACES: SeedSpace[] = [
  { room: { id: SEED_SPACE_IDS.morningMovers, kind: 'group', group_id: 1, coach_id: null, member_ids: [] }, lines: MORNING_MOVERS, readAll: [1, 3, 8], oneUnread: [] },
  { room: { id: SEED_SPACE_IDS.coreCrew, kind: 'group', group_id: 2, coach_id: null, member_ids: [] }, lines: CORE_CREW, readAll: [1, 3, 5], oneUnread: [] },
  { room: { id: SEED_SPACE_IDS.lunchBreak, kind: 'group', group_id: 3, coach_id: null, member_ids: [] }, lines: LUNCH_BREAK, readAll: [9, 10], oneUnread: [] },
  { room: { id: SEED_SPACE_IDS.mayaSofia, kind: 'direct', group_id: null, coach_id: null, member_ids: [1, 8] }, lines: MAYA_SOFIA, readAll: [8], oneUnread: [1] },
  { room: { id: SEED_SPACE_IDS.mayaJordan, kind: 'direct', group_id: null, coach_id: null, member_ids: [1, 3] }, lines: MAYA_JORDAN, readAll: [1, 3], oneUnread: [] },
  {
    room: { id: SEED_SPACE_IDS.elenaGrace, kind: 'coach', group_id: null, coach_id: SEED_COACH_IDS.grace, member_ids: [COACHED_ACCOUNT.id, COACH_ACCOUNTS.grace.id] },
    lines: ELENA_GRACE,
    readAll: [COACHED_ACCOUNT.id],
    oneUnread: [COACH_ACCOUNTS.grace.id],
  },
]

const iso = (ms: number) => new Date(ms).toISOString()

/** Every seeded room, message and read pointer, dated back from `now`. */
export function seedSpaceRows(resetAt: number): { rooms: ChatRoomRow[]; messages: ChatMessageRow[]; members: ChatMemberRow[]; reports: ChatReportRow[] } {
  // From the start of the reset's hour: two resets in one hour write the same rows.
  const now = Math.floor(resetAt / HOUR_MS) * HOUR_MS
  const rooms: ChatRoomRow[] = []
  const messages: ChatMessageRow[] = []
  const members: ChatMemberRow[] = []
  for (const space of SPACES) {
    const first = Math.max(...space.lines.map(([, , before]) => before))
    rooms.push({ ...space.room, created_at: iso(now - first - HOUR_MS) })
    space.lines.forEach(([author, text, before], index) => {
      const linksMove = text.includes('/move?id=')
      messages.push({
        id: messages.length + 1,
        room_id: space.room.id,
        chat_id: index + 1,
        client_id: `seed-${space.room.id}-${index + 1}`,
        author_id: author,
        text,
        reply_to: null,
        move_id: linksMove ? SEED_MOVE_IDS.gobletSquat : null,
        removed: false,
        date: iso(now - before),
      })
    })
    const latest = space.lines.length
    const lastDate = iso(now - (space.lines.at(-1)?.[2] ?? 0))
    const pointer = (userId: number, read: number) =>
      members.push({ id: members.length + 1, room_id: space.room.id, user_id: userId, read_chat_id: read, muted: false, left_at: null, updated_at: lastDate })
    for (const userId of space.readAll) pointer(userId, latest)
    for (const userId of space.oneUnread) pointer(userId, latest - 1)
  }
  // Jordan answers Maya's goblet squat tip in Morning Movers: a reply with a quote.
  const tip = messages.find((row) => row.room_id === SEED_SPACE_IDS.morningMovers && row.move_id !== null)
  const reply = messages.find((row) => row.room_id === SEED_SPACE_IDS.morningMovers && row.text.startsWith('I tried it with a backpack'))
  if (tip && reply) reply.reply_to = tip.chat_id
  return { rooms, messages, members, reports: seedReports(messages) }
}

function seedReports(messages: readonly ChatMessageRow[]): ChatReportRow[] {
  const insult = messages.find((row) => row.room_id === SEED_SPACE_IDS.lunchBreak && row.text.startsWith('Honestly Daniel'))
  const nemesis = messages.find((row) => row.room_id === SEED_SPACE_IDS.morningMovers && row.text.startsWith('Planks are my nemesis'))
  if (!insult || !nemesis) return []
  const later = (row: ChatMessageRow, minutes: number) => new Date(Date.parse(row.date) + minutes * MINUTE_MS).toISOString()
  return [
    { id: 1, room_id: insult.room_id, chat_id: insult.chat_id, reporter_id: 9, author_id: insult.author_id, message_text: insult.text, reason: 'abuse', note: 'Not the first time.', status: 'open', resolved_reason: null, created_at: later(insult, 20), resolved_at: null },
    {
      id: 2,
      room_id: nemesis.room_id,
      chat_id: nemesis.chat_id,
      reporter_id: 9,
      author_id: nemesis.author_id,
      message_text: nemesis.text,
      reason: 'other',
      note: 'Sorry, tapped the wrong button.',
      status: 'dismissed',
      resolved_reason: 'Reported by mistake.',
      created_at: later(nemesis, 30),
      resolved_at: later(nemesis, 300),
      updated_at: later(nemesis, 300),
    },
  ]
}

export async function seedSpaces(target: Db, now: number = Date.now()): Promise<void> {
  const { rooms, messages, members, reports } = seedSpaceRows(now)
  for (const row of rooms) await target.chat_room.create(row)
  for (const row of messages) await target.chat_message.create(row)
  for (const row of members) await target.chat_member.create(row)
  for (const row of reports) await target.chat_report.create(row)
}
