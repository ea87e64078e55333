import { MESSAGE_TEXT_MAX } from '@/api/spaces/spaceTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

export interface ComposerValues {
  text: string
}

/** The counter shows from here on: a long message is rare, and a count on every message is noise. */
export const COUNTER_FROM = MESSAGE_TEXT_MAX - 200

export function tooLongText(length: number): string {
  return `Keep the message to ${MESSAGE_TEXT_MAX} characters (it has ${length}).`
}

export function counterText(length: number): string | undefined {
  if (length < COUNTER_FROM) return undefined
  const left = MESSAGE_TEXT_MAX - length
  return left >= 0 ? `${left} characters left` : `${-left} characters over the limit`
}

export function validateComposer(values: ComposerValues): FieldErrors<keyof ComposerValues> {
  const length = values.text.trim().length
  return { text: length > MESSAGE_TEXT_MAX ? tooLongText(length) : undefined }
}
