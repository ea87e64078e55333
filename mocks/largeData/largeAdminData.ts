import { db, writeAll } from '@mocks/db/db'
import { hashPassword } from '@mocks/db/password'
import type { CardRow, CustomerRow, PriceRow } from '@mocks/db/paymentSchemas'
import type { UserHistoryRow, UserRow } from '@mocks/db/schemas'
import { planLabel, line, recordInvoice } from '@mocks/billing/invoices'
import { priceAndProduct } from '@mocks/billing/billingStore'
import { mulberry32 as random } from '@/lib/random/mulberry32'
import { LARGE_CHALLENGE, loadLargeChallenge, removeLargeChallenge } from './largeChallenge'
import { loadLargeCommunity, removeLargeCommunity } from './largeCommunity'

/**
 * The developer panel's "Load large admin data": 2,000 member accounts, 10,000 history rows and
 * 500 paid invoices, for measuring the admin lists at volume, and a challenge with 500 of them in
 * it (largeChallenge.ts), and the demo member's 200 friends and 50 groups (largeCommunity.ts). Generated rows live in their own id
 * block (and, for invoices, belong to those accounts), so loading again replaces them and leaves
 * the demo data alone. Values come from a seeded generator: the same load gives the same rows
 * (dates are counted back from the moment of loading, so this month's figures are never empty).
 */

export const LARGE_ADMIN_DATA = { users: 2_000, history: 10_000, invoices: 500 } as const
export const GENERATED_USER_FIRST_ID = 200_001
export const GENERATED_HISTORY_FIRST_ID = 1_000_001
/** Every generated account signs in with this password (one hash for all keeps the load fast). */
export const GENERATED_PASSWORD = 'Member123!'
const EMAIL_DOMAIN = 'members.example.net'

const FIRST = ['Ava', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jonas', 'Kira', 'Leo', 'Mia', 'Noah', 'Olivia', 'Pablo', 'Quinn', 'Rosa', 'Sam', 'Tara', 'Umar', 'Vera', 'Wes', 'Yara', 'Zane']
const LAST = ['Adams', 'Brooks', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Nakamura', 'Okafor', 'Patel', 'Quintero', 'Rossi', 'Silva', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Xu', 'Young']

const DAY_MS = 86_400_000

export function isGeneratedUserId(id: number): boolean {
  return id >= GENERATED_USER_FIRST_ID && id < GENERATED_USER_FIRST_ID + LARGE_ADMIN_DATA.users
}

export function generatedUsers(now: number, passwordHash: string): UserRow[] {
  const next = random(12)
  return Array.from({ length: LARGE_ADMIN_DATA.users }, (_, index) => {
    const first = FIRST[index % FIRST.length]!
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!
    const id = GENERATED_USER_FIRST_ID + index
    return {
      id,
      email: `${first}.${last}.${index + 1}@${EMAIL_DOMAIN}`.toLowerCase(),
      password_hash: passwordHash,
      first_name: first,
      last_name: last,
      role: 'user',
      phone: `+1 555 ${String(1000 + (index % 9000)).padStart(4, '0')}`,
      photo: '',
      verified: next() > 0.08,
      two_factor_enabled: false,
      two_factor_secret: '',
      two_factor_pending_secret: '',
      community_privacy: 'friends_and_groups',
      created_at: new Date(now - Math.floor(next() * 365) * DAY_MS - index * 1000).toISOString(),
    }
  })
}

export function generatedHistory(now: number, moveIds: readonly number[]): UserHistoryRow[] {
  const next = random(34)
  return Array.from({ length: LARGE_ADMIN_DATA.history }, (_, index) => {
    const completed = next() > 0.35
    const row = {
      id: GENERATED_HISTORY_FIRST_ID + index,
      user_id: GENERATED_USER_FIRST_ID + Math.floor(next() * LARGE_ADMIN_DATA.users),
      move_id: moveIds[Math.floor(next() * moveIds.length)]!,
      seconds_watched: completed ? 30 + Math.floor(next() * 60) : 5 + Math.floor(next() * 25),
      completed,
      watched_at: new Date(now - Math.floor(next() * 90 * DAY_MS)).toISOString(),
      time_zone: 'UTC',
    }
    return { ...row, received_at: row.watched_at }
  })
}

function removeGenerated(): void {
  const isGenerated = (row: { user_id: number }) => isGeneratedUserId(row.user_id)
  removeLargeChallenge(db)
  removeLargeCommunity(db)
  db.user_history.deleteMany((q) => q.where((row) => row.id >= GENERATED_HISTORY_FIRST_ID || isGenerated(row)))
  db.order.deleteMany((q) => q.where(isGenerated))
  db.charge.deleteMany((q) => q.where(isGenerated))
  db.invoice.deleteMany((q) => q.where(isGenerated))
  db.card.deleteMany((q) => q.where(isGenerated))
  db.customer.deleteMany((q) => q.where(isGenerated))
  db.session.deleteMany((q) => q.where(isGenerated))
  db.user.deleteMany((q) => q.where((row) => isGeneratedUserId(row.id)))
}

/** 500 paid invoices of the generated accounts, through the billing store so charges and orders match. */
async function createInvoices(users: readonly UserRow[], prices: readonly PriceRow[], now: number): Promise<void> {
  const next = random(56)
  const customers = new Map<number, { customer: CustomerRow; card: CardRow }>()
  let customerId = db.customer.all().reduce((max, row) => Math.max(max, row.id), 0)
  let cardId = db.card.all().reduce((max, row) => Math.max(max, row.id), 0)
  for (let index = 0; index < LARGE_ADMIN_DATA.invoices; index += 1) {
    // About 300 paying members, some with several invoices (monthly renewals).
    const user = users[Math.floor(next() * 300)]!
    let account = customers.get(user.id)
    if (!account) {
      customerId += 1
      cardId += 1
      const created = user.created_at
      const customer = await db.customer.create({
        id: customerId,
        stripe_id: `cus_gen${user.id}`,
        user_id: user.id,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`,
        default_card_id: cardId,
        created_at: created,
      })
      const card = await db.card.create({
        id: cardId,
        stripe_id: `card_gen${user.id}`,
        customer_id: customerId,
        user_id: user.id,
        brand: next() > 0.3 ? 'visa' : 'mastercard',
        last4: String(1000 + Math.floor(next() * 9000)),
        exp_month: 1 + Math.floor(next() * 12),
        exp_year: new Date(now).getUTCFullYear() + 1 + Math.floor(next() * 4),
        behaviour: 'succeed',
        created_at: created,
      })
      account = { customer, card }
      customers.set(user.id, account)
    }
    const price = prices[Math.floor(next() * prices.length)]!
    const { product } = priceAndProduct(price.id)
    const at = new Date(now - Math.floor(next() * 330 * DAY_MS))
    const end = new Date(at.getTime() + (price.interval === 'year' ? 365 : 30) * DAY_MS)
    await recordInvoice({
      customer: account.customer,
      subscription: null,
      lines: [line(planLabel(product, price), 1, price.amount)],
      periodStart: at.toISOString(),
      periodEnd: end.toISOString(),
      at,
      card: account.card,
      paid: true,
      orderPriceId: price.id,
    })
  }
}

export interface LargeAdminDataResult {
  users: number
  history: number
  invoices: number
  /** The challenge with 500 participants (largeChallenge.ts). */
  challenge_id: number
}

/** Replaces the generated accounts, history and invoices; returns the tables' new totals. */
export async function loadLargeAdminData(now = Date.now()): Promise<LargeAdminDataResult> {
  const passwordHash = await hashPassword(GENERATED_PASSWORD, 'generated-members')
  await writeAll(async () => {
    removeGenerated()
    const users = generatedUsers(now, passwordHash)
    for (const row of users) await db.user.create(row)
    const moveIds = db.move.all().filter((move) => move.status === 'published').map((move) => move.id).slice(0, 500)
    if (moveIds.length > 0) for (const row of generatedHistory(now, moveIds)) await db.user_history.create(row)
    await loadLargeChallenge(db, users.map((user) => user.id), moveIds, now)
    await loadLargeCommunity(db, users.map((user) => user.id), now)
    const prices = db.price.all().filter((price) => price.active)
    if (prices.length > 0) await createInvoices(users, prices, now)
  })
  return { users: db.user.count(), history: db.user_history.count(), invoices: db.invoice.count(), challenge_id: LARGE_CHALLENGE.id }
}
