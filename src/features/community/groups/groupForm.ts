import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, type GroupInput, type GroupSummary } from '@/api/groups/groupTypes'
import type { FieldErrors } from '@/shared/form/fieldErrors'

/**
 * The create and edit forms' values and checks, mirroring the server's so most mistakes are
 * caught before a round trip. Field names are the API's, so server messages land on the same fields.
 */
export type GroupFormValues = GroupInput

export const EMPTY_GROUP: GroupFormValues = { name: '', description: '', cover_url: '' }

export const groupMessages = {
  nameRequired: 'Give the group a name.',
  nameTooLong: `Keep the name to ${GROUP_NAME_MAX} characters or fewer.`,
  descriptionTooLong: `Keep the description to ${GROUP_DESCRIPTION_MAX} characters or fewer.`,
} as const

export function validateGroup(values: GroupFormValues): FieldErrors<keyof GroupFormValues> {
  const name = values.name.trim()
  return {
    name: name === '' ? groupMessages.nameRequired : name.length > GROUP_NAME_MAX ? groupMessages.nameTooLong : undefined,
    description: values.description.trim().length > GROUP_DESCRIPTION_MAX ? groupMessages.descriptionTooLong : undefined,
  }
}

/** What is sent: the text trimmed, so "  Run club " and "Run club" are one name. */
export function groupInput(values: GroupFormValues): GroupInput {
  return { name: values.name.trim(), description: values.description.trim(), cover_url: values.cover_url }
}

export function groupFormValues(group: Pick<GroupSummary, 'name' | 'description' | 'cover_url'>): GroupFormValues {
  return { name: group.name, description: group.description, cover_url: group.cover_url }
}
