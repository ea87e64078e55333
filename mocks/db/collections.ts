import { Collection } from '@msw/data'
import { ANALYTICS_SCHEMAS } from './analyticsSchemas'
import { BLOG_SCHEMAS } from './blogSchemas'
import { BOOKING_SCHEMAS } from './bookingSchemas'
import { challengeSchema } from './challengeSchemas'
import { CONTACT_SCHEMAS } from './contactSchemas'
import { groupInvitationSchema, memberBlockSchema } from './communitySchemas'
import { CONTENT_SCHEMAS } from './contentSchemas'
import { SPACE_SCHEMAS } from './spaceSchemas'
import {
  adminInviteSchema,
  emailTokenSchema,
  favouriteSchema,
  mailSchema,
  moveSchema,
  sessionSchema,
  uploadSchema,
  userHistorySchema,
  userSchema,
} from './schemas'
import {
  cardSchema,
  cardTokenSchema,
  chargeSchema,
  customerSchema,
  idempotencySchema,
  invoiceSchema,
  orderSchema,
  priceSchema,
  productSchema,
  refundSchema,
  subscriptionSchema,
  usageItemSchema,
} from './paymentSchemas'

/*
 * The shape of the mock database: its tables and their schemas, with nothing that reads or writes
 * data. It sits below both the live database (db.ts) and the seed, so the seed can be handed a
 * database without importing the module that runs it.
 */

/** The content tables of the records family, each with its schema in contentSchemas.ts. */
export const GENERIC_TABLES = [
  'video',
  'photo',
  'group',
  'schedule',
  'sms',
  'email',
  'cms',
  'user_info',
  'user_challenge',
  'friend_request',
  // Bookings (issue 21): admins manage coaches, their hours and reviews in the console.
  'coach',
  'coach_availability',
  'coach_override',
  'review',
] as const
export type GenericTableName = (typeof GENERIC_TABLES)[number]

export const TYPED_SCHEMAS = {
  user: userSchema,
  session: sessionSchema,
  email_token: emailTokenSchema,
  admin_invite: adminInviteSchema,
  mail: mailSchema,
  upload: uploadSchema,
  move: moveSchema,
  favourite: favouriteSchema,
  user_history: userHistorySchema,
  challenge: challengeSchema,
  member_block: memberBlockSchema,
  group_invitation: groupInvitationSchema,
  // The payment provider's objects (mocks/billing keeps them consistent with one another).
  product: productSchema,
  price: priceSchema,
  customer: customerSchema,
  card: cardSchema,
  card_token: cardTokenSchema,
  subscription: subscriptionSchema,
  invoice: invoiceSchema,
  charge: chargeSchema,
  order: orderSchema,
  refund: refundSchema,
  usage_item: usageItemSchema,
  idempotency: idempotencySchema,
  ...CONTENT_SCHEMAS,
  ...BOOKING_SCHEMAS,
  // Spaces (issue 22): rooms, messages, members' own state of a room, reports.
  ...SPACE_SCHEMAS,
  // Contact (issue 23): the contact form's messages, read by admins, answered in the console.
  ...CONTACT_SCHEMAS,
  // Blog (issue 23): posts, categories and tags, served only by the blog calls.
  ...BLOG_SCHEMAS,
  // Analytics (issue 23): visitors' sessions (only the analytics calls) and the admin's snapshot switch.
  ...ANALYTICS_SCHEMAS,
}

/** A fresh, empty set of every table. */
export function createCollections() {
  return {
    user: new Collection({ schema: TYPED_SCHEMAS.user }),
    session: new Collection({ schema: TYPED_SCHEMAS.session }),
    email_token: new Collection({ schema: TYPED_SCHEMAS.email_token }),
    admin_invite: new Collection({ schema: TYPED_SCHEMAS.admin_invite }),
    mail: new Collection({ schema: TYPED_SCHEMAS.mail }),
    upload: new Collection({ schema: TYPED_SCHEMAS.upload }),
    move: new Collection({ schema: TYPED_SCHEMAS.move }),
    favourite: new Collection({ schema: TYPED_SCHEMAS.favourite }),
    user_history: new Collection({ schema: TYPED_SCHEMAS.user_history }),
    challenge: new Collection({ schema: TYPED_SCHEMAS.challenge }),
    member_block: new Collection({ schema: TYPED_SCHEMAS.member_block }),
    group_invitation: new Collection({ schema: TYPED_SCHEMAS.group_invitation }),
    product: new Collection({ schema: TYPED_SCHEMAS.product }),
    price: new Collection({ schema: TYPED_SCHEMAS.price }),
    customer: new Collection({ schema: TYPED_SCHEMAS.customer }),
    card: new Collection({ schema: TYPED_SCHEMAS.card }),
    card_token: new Collection({ schema: TYPED_SCHEMAS.card_token }),
    subscription: new Collection({ schema: TYPED_SCHEMAS.subscription }),
    invoice: new Collection({ schema: TYPED_SCHEMAS.invoice }),
    charge: new Collection({ schema: TYPED_SCHEMAS.charge }),
    order: new Collection({ schema: TYPED_SCHEMAS.order }),
    refund: new Collection({ schema: TYPED_SCHEMAS.refund }),
    usage_item: new Collection({ schema: TYPED_SCHEMAS.usage_item }),
    idempotency: new Collection({ schema: TYPED_SCHEMAS.idempotency }),
    video: new Collection({ schema: CONTENT_SCHEMAS.video }),
    photo: new Collection({ schema: CONTENT_SCHEMAS.photo }),
    group: new Collection({ schema: CONTENT_SCHEMAS.group }),
    schedule: new Collection({ schema: CONTENT_SCHEMAS.schedule }),
    sms: new Collection({ schema: CONTENT_SCHEMAS.sms }),
    email: new Collection({ schema: CONTENT_SCHEMAS.email }),
    cms: new Collection({ schema: CONTENT_SCHEMAS.cms }),
    user_info: new Collection({ schema: CONTENT_SCHEMAS.user_info }),
    user_challenge: new Collection({ schema: CONTENT_SCHEMAS.user_challenge }),
    friend_request: new Collection({ schema: CONTENT_SCHEMAS.friend_request }),
    coach: new Collection({ schema: BOOKING_SCHEMAS.coach }),
    coach_availability: new Collection({ schema: BOOKING_SCHEMAS.coach_availability }),
    coach_override: new Collection({ schema: BOOKING_SCHEMAS.coach_override }),
    review: new Collection({ schema: BOOKING_SCHEMAS.review }),
    calendar_event: new Collection({ schema: BOOKING_SCHEMAS.calendar_event }),
    mock_clock: new Collection({ schema: BOOKING_SCHEMAS.mock_clock }),
    chat_room: new Collection({ schema: SPACE_SCHEMAS.chat_room }),
    chat_message: new Collection({ schema: SPACE_SCHEMAS.chat_message }),
    chat_member: new Collection({ schema: SPACE_SCHEMAS.chat_member }),
    chat_report: new Collection({ schema: SPACE_SCHEMAS.chat_report }),
    contact_message: new Collection({ schema: CONTACT_SCHEMAS.contact_message }),
    blog_post: new Collection({ schema: BLOG_SCHEMAS.blog_post }),
    blog_category: new Collection({ schema: BLOG_SCHEMAS.blog_category }),
    blog_tag: new Collection({ schema: BLOG_SCHEMAS.blog_tag }),
    analytics_session: new Collection({ schema: ANALYTICS_SCHEMAS.analytics_session }),
    analytics_setting: new Collection({ schema: ANALYTICS_SCHEMAS.analytics_setting }),
  }
}
export type Db = ReturnType<typeof createCollections>
export type TableName = keyof Db
/** Tables whose rows carry a numeric `id` (sessions and email tokens are keyed by their token). */
export type IdTableName = Exclude<TableName, 'session' | 'email_token'>
