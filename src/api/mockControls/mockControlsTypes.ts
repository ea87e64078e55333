/*
 * The mock backend's developer controls (/__mock/*): answered only in mock builds and by the mock
 * HTTP server, never by the real API. Shared by the client (mockControlsApi.ts) and the mock
 * (mocks/handlers/mockControls/).
 */

export interface MockNetwork {
  /** Every API call fails as if the network were down. */
  offline: boolean
  /** Added before every API answer, to show loading states. */
  latencyMs: number
}

/** What the mock holds after loading the large admin data: its users, history rows and invoices in all. */
export interface LargeAdminData {
  users: number
  history: number
  invoices: number
  /** The challenge with 500 participants it adds, made by the demo member. */
  challenge_id: number
}

export interface LargeCatalogue {
  /** Generated moves now loaded. */
  count: number
  /** Moves in the mock altogether: the generated ones, the seed's and any added since. */
  total: number
}

export interface MockMailLink {
  href: string
  label: string
}

/** A file sent with a mail, as text (a booking's calendar file). */
export interface MockMailAttachment {
  filename: string
  contentType: string
  content: string
}

export interface MockMail {
  id: string
  to: string
  subject: string
  /** ISO date-time, or '' when the mock did not say. */
  sentAt: string
  /** The plain-text body: one-time codes (mobile reset) are only there. */
  text: string
  links: MockMailLink[]
  attachments: MockMailAttachment[]
}

/** The mock's clock for bookings (reminders, completed sessions), moved by the developer control. */
export interface MockClock {
  /** ISO instant the mock takes as now. */
  now: string
  /** How far ahead of the real clock it runs, in milliseconds. */
  offsetMs: number
}

/** An event in the mock Google Calendar (what google-calendar-event added). */
export interface MockCalendarEvent {
  id: number
  userId: number
  bookingId: number
  summary: string
  start: string
  end: string
  attendees: string[]
  location: string
  description: string
  createdAt: string
}

/** What POST /__mock/captcha answers: a token for the stand-in "I'm not a robot" box. */
export interface MockCaptchaTokenResponse {
  error: false
  token: string
  /** Relative, so the widget's timer is right even when the mock's clock is not the page's. */
  expires_in_ms: number
}

export interface MockCaptchaToken {
  token: string
  expiresInMs: number
}

/** What POST /__mock/card-provider/tokens takes: the card, as Stripe's token endpoint would. */
export interface CardDetails {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  name?: string
}
