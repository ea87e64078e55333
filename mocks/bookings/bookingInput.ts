import { BOOKING_NOTE_MAX } from '@/api/bookings/bookingTypes'
import { isPlainDate } from '@/lib/time/plainDates'
import { canonicalTimeZone } from '@/lib/time/timeZones'
import type { Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { SCHEDULING_MESSAGES as M } from './bookingMessages'

/**
 * Reading the scheduling calls' bodies: each reader returns the value or notes a message under
 * its field (the handler then answers 400 with all of them at once).
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A known IANA zone, by its current name (Asia/Calcutta is kept as Asia/Kolkata). */
export function readTimeZone(value: unknown, field: string, validation: Validation): string {
  const zone = canonicalTimeZone(value)
  if (zone === null) {
    validation[field] = M.timeZone
    return 'UTC'
  }
  return zone
}

export function readId(value: unknown, field: string, message: string, validation: Validation): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value)
  validation[field] = message
  return 0
}

/** An instant, returned in UTC ISO form so stored and compared starts match exactly. */
export function readInstant(value: unknown, field: string, validation: Validation): string {
  const ms = typeof value === 'string' && ISO_INSTANT.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN
  if (!Number.isFinite(ms)) {
    validation[field] = M.instant
    return ''
  }
  return new Date(ms).toISOString()
}

export function readPlainDate(value: unknown, field: string, validation: Validation): string {
  if (typeof value === 'string' && isPlainDate(value)) return value
  validation[field] = M.date
  return ''
}

export function readNote(body: JsonObject, validation: Validation): string {
  const value = body.note ?? ''
  if (typeof value !== 'string' || value.length > BOOKING_NOTE_MAX) {
    validation.note = M.note
    return ''
  }
  return value.trim()
}

export function readRequestId(body: JsonObject, validation: Validation): string {
  const value = body.requestId
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    validation.requestId = M.requestId
    return ''
  }
  return value.trim()
}

export function readRevision(body: JsonObject, validation: Validation): number {
  const value = body.revision
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value
  validation.revision = M.revision
  return -1
}
