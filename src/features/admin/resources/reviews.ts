import { z } from 'zod'
import { HIDDEN_REASON_MAX } from '@/api/bookings/bookingTypes'
import type { ReviewRecord } from '@/api/records/contentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, type FieldOption } from '../engine/resourceDefinition'
import { coachFilter, coachName, type WithCoach } from './coachParts'
import { clip, idColumn, idFilter } from './listParts'
import { memberName, type WithMember } from './memberName'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Members' reviews of completed sessions (records `review`). Members write them; admins read them
 * and hide an abusive one with a reason, or show it again. Hiding and showing are record actions, so they work from the list, the review's
 * page and the booking's page alike.
 */

type AdminReview = ReviewRecord & DbRecord & WithMember & WithCoach

export const hideReviewSchema = z.object({
  hidden_reason: z
    .string()
    .trim()
    .min(1, 'Say why the review is hidden.')
    .max(HIDDEN_REASON_MAX, `Keep the reason to ${HIDDEN_REASON_MAX} characters or fewer.`),
})

const visibilityOptions: FieldOption[] = [
  { value: 'false', label: 'Shown' },
  { value: 'true', label: 'Hidden' },
]

const ratingOptions: FieldOption[] = [1, 2, 3, 4, 5].map((rating) => ({ value: String(rating), label: `${rating} of 5` }))

/** "Hidden: Insults the coach" or "Shown". */
export function visibility(review: Pick<ReviewRecord, 'hidden' | 'hidden_reason'>): string {
  if (!review.hidden) return 'Shown'
  return review.hidden_reason ? `Hidden: ${review.hidden_reason}` : 'Hidden'
}

export const REVIEW_EXCERPT = 80

export const reviews = defineResource<AdminReview>({
  name: 'reviews',
  labels: { singular: 'review', plural: 'Reviews' },
  table: 'review',
  join: ['user', 'coach'],
  fields: [
    { name: 'booking_id', label: 'Session (schedule id)', kind: 'number', readOnly: true },
    { name: 'user_id', label: 'Member (account id)', kind: 'number', readOnly: true },
    { name: 'coach_id', label: 'Coach (id)', kind: 'number', readOnly: true },
    { name: 'rating', label: 'Rating', kind: 'select', options: ratingOptions, readOnly: true },
    { name: 'text', label: 'Review', kind: 'textarea', readOnly: true },
    { name: 'hidden', label: 'Hidden', kind: 'boolean', readOnly: true },
    { name: 'hidden_reason', label: 'Why hidden', kind: 'text', readOnly: true },
    { name: 'created_at', label: 'Written', kind: 'datetime', readOnly: true },
    { name: 'updated_at', label: 'Last changed', kind: 'datetime', readOnly: true },
  ],
  schema: z.object({}),
  columns: [
    idColumn,
    { field: 'coach_id', label: 'Coach', sortable: true, value: coachName },
    { field: 'user_id', label: 'Member', sortable: true, value: memberName },
    { field: 'rating', label: 'Rating', sortable: true, value: (review) => `${review.rating} of 5` },
    { field: 'text', label: 'Review', value: (review) => clip(review.text ?? '', REVIEW_EXCERPT) },
    { field: 'hidden', label: 'Visibility', sortable: true, value: visibility },
  ],
  filters: [
    idFilter,
    coachFilter,
    { name: 'rating', label: 'Rating', kind: 'select', options: ratingOptions },
    { name: 'hidden', label: 'Visibility', kind: 'select', options: visibilityOptions },
    { name: 'booking_id', label: 'Session (schedule id)', kind: 'number' },
  ],
  searchField: 'text',
  recordLabel: (review) => `review #${review.id} (${review.rating} of 5)`,
  paths: adminPaths.reviews,
  canDelete: false,
  recordActions: [
    {
      name: 'hide',
      label: 'Hide review',
      when: (review) => !review.hidden,
      title: (review) => `Hide review #${review.id}?`,
      description: () => 'It stops showing with the coach and stops counting in the coach’s rating. The reason is kept with the review.',
      confirmLabel: 'Hide review',
      busyLabel: 'Hiding…',
      tone: 'danger',
      fields: [{ name: 'hidden_reason', label: 'Reason', kind: 'textarea', required: true, hint: `Up to ${HIDDEN_REASON_MAX} characters.` }],
      schema: hideReviewSchema,
      method: 'hideReview',
      done: (review) => `Review #${review.id} hidden.`,
    },
    {
      name: 'show',
      label: 'Show review',
      when: (review) => review.hidden,
      title: (review) => `Show review #${review.id} again?`,
      description: () => 'Members see it again and it counts in the coach’s rating.',
      confirmLabel: 'Show review',
      busyLabel: 'Showing…',
      method: 'showReview',
      done: (review) => `Review #${review.id} shown again.`,
    },
  ],
})
