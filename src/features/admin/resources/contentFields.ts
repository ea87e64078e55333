import { z } from 'zod'
import { CONTENT_LIMITS } from '@/api/records/contentTypes'

/** Client rules several content definitions share, matching the mock's (mocks/db/contentSchemas.ts). */

const LINK = /^(https?:\/\/|\/)\S*$/i
const tooLong = `Keep links to ${CONTENT_LIMITS.link} characters or fewer.`

/** An uploaded file's link, or one typed in: https://… or a path of this site. */
export const mediaLink = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(CONTENT_LIMITS.link, tooLong)
    .refine((value) => LINK.test(value), 'Enter the link as https://… or /….')

export const optionalMediaLink = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.link, tooLong)
  .refine((value) => value === '' || LINK.test(value), 'Enter the link as https://… or /….')
  .optional()

/** A record id that may be left empty (the number input gives null then). */
export const optionalId = (message: string) => z.number(message).int(message).positive(message).nullable().optional()
