import { z } from 'zod'
import { CONTENT_LIMITS, CONTENT_MESSAGES, hasWellFormedVariables } from '@/api/records/contentTypes'
import type { FieldDefinition } from '../engine/resourceDefinition'

/*
 * The form rules of the template and CMS definitions: the same limits, patterns and messages as
 * the mock's table schemas (mocks/db/contentSchemas.ts), from the same constants, so a form never
 * sends what the server would refuse nor refuses what it would take (templateRules.test.ts
 * compares the two on the same rows).
 */

export const requiredText = (label: string, max: number) =>
  z
    .string(`Enter ${label}.`)
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)

export const templateText = (label: string, max: number) => requiredText(label, max).refine(hasWellFormedVariables, CONTENT_MESSAGES.badVariable)

/** A template's name: only admins see it, so it only has to be there and fit. */
export const templateName = requiredText('a name', CONTENT_LIMITS.name)

/** The form field for a template's name, with an example of one. */
export const templateNameField = (example: string): FieldDefinition => ({ name: 'name', label: 'Name', kind: 'text', required: true, hint: `For admins only, e.g. “${example}”.` })
