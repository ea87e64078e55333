import type { CmsType } from '../records/contentTypes'

/*
 * The CMS and mail calls of docs/product.md §7 "Realtime and CMS" (`cms` POST and PUT by id, `mail/send`),
 * shared by the client (contentApi.ts) and the mock (mocks/handlers/content/). CMS entries are
 * read through the generic records family (table `cms`); their rules live with the other content
 * tables in ../records/contentTypes.ts.
 */

/** docs/product.md §3: page, key, type, value. */
export interface CmsEntry {
  id: number
  page: string
  key: string
  type: CmsType
  value: string
  created_at?: string
  updated_at?: string
}

export type CmsEntryInput = Pick<CmsEntry, 'page' | 'key' | 'type' | 'value'>

export interface CmsEntryResponse {
  error: false
  model: CmsEntry
}

/** A test of an email template, or any message an admin sends through the app's mailer. */
export interface MailSendRequest {
  to: string
  subject: string
  /** The HTML body. The mock keeps it as text (its Mailbox shows it in a <pre>); nothing renders it as a page. */
  html?: string
  /** A plain-text body; derived from `html` when left out. */
  text?: string
}

export interface MailSendResponse {
  error: false
  /** The stored message's id (the developer panel's Mailbox lists it). */
  id: number
  message: string
}

export const CONTENT_CALL_MESSAGES = {
  /** The (page, key) pair names one entry: the site reads a value by it. */
  cmsTaken: 'This page already has an entry with this key. Choose another key or edit that entry.',
  cmsNotFound: 'This CMS entry does not exist. It may have been deleted.',
  mailSent: 'Test email sent.',
  mailTo: 'Enter the address to send the test to, like name@example.com.',
  mailSubject: 'Enter a subject.',
  mailBody: 'Write the email before sending it.',
} as const
