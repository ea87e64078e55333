import type { Validation } from '@mocks/http/httpErrors'
import { SPACE_MESSAGES as M } from './spaceMessages'

/** Reading the spaces calls' bodies and queries: the value, or a message under its field. */

export function readPositiveInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value.trim())) return Number(value.trim())
  return null
}

export function readNonNegativeInt(value: unknown): number | null {
  if (value === 0 || value === '0') return 0
  return readPositiveInt(value)
}

export function readRoomId(value: unknown, validation: Validation, field = 'room_id'): number {
  const id = readPositiveInt(value)
  if (id === null) validation[field] = M.chooseSpace
  return id ?? 0
}
