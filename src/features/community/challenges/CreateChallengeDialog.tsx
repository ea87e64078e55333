import { useId, useState } from 'react'
import { createChallenge } from '@/api/challenges/challengesApi'
import { CHALLENGE_GOAL_MAX, CHALLENGE_MAX_DAYS, type ChallengeSummary } from '@/api/challenges/challengeTypes'
import { getGroups } from '@/api/groups/groupsApi'
import type { GroupsResponse } from '@/api/groups/groupTypes'
import { BODY_AREAS } from '@/api/moves/moveTypes'
import { addDays, isPlainDate } from '@/lib/time/plainDates'
import { useOnline } from '@/lib/network/useOnline'
import { goalText } from '@/shared/challenges/challengeWording'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { useForm } from '@/shared/form/useForm'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { SelectField } from '@/ui/field/SelectField'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import { dateRangeText } from '@/shared/challenges/challengeDates'
import { challengeDays, challengeInput, emptyChallenge, GOAL_LABEL, validateChallenge } from './challengeForm'
import { KindField } from './KindField'
import './challenges.css'

export interface CreateChallengeDialogProps {
  /** The member's own date (YYYY-MM-DD): the earliest start. */
  today: string
  /** A group to make it for (from ?group= on the group's page), or null. */
  groupId: number | null
  onCreated: (challenge: ChallengeSummary) => void
  onCancel: () => void
}

export const CREATE_NEEDS_NETWORK = 'Creating a challenge needs a connection. What you type stays here; create it when you’re back online.'

const BODY_AREA_OPTIONS = BODY_AREAS.map((area) => ({ value: area, label: area }))

const loadGroups = () => getGroups()

/**
 * A new challenge: title, what counts (explained in words), the goal, the dates, a body area for a
 * count, and optionally one of my groups. The attempt's key goes as `client_ref`, so a create resent
 * after a lost answer stores one challenge. While anything is typed, only Cancel closes it: Escape
 * or a tap beside it does not throw the input away.
 */
export function CreateChallengeDialog(props: CreateChallengeDialogProps) {
  const groups = useRemoteData({ key: 'challenge-form-groups', load: loadGroups })
  return <CreateChallengeDialogView {...props} groups={groups} />
}

export interface CreateChallengeDialogViewProps extends CreateChallengeDialogProps {
  /** My groups, offered as the challenge's group. */
  groups: Pick<RemoteData<GroupsResponse>, 'state'>
  /** Stories: the browser's network state, and every message shown at once as after a submit. */
  online?: boolean
  validateInitially?: boolean
}

/** The dialog with its groups given (stories draw it in any state of that read). */
export function CreateChallengeDialogView({ today, groupId, groups, onCreated, onCancel, online: onlineShown, validateInitially }: CreateChallengeDialogViewProps) {
  const [initial] = useState(() => emptyChallenge(today, groupId))
  const form = useForm({ initial, validate: (values) => validateChallenge(values, today), validateInitially })
  const browserOnline = useOnline()
  const online = onlineShown ?? browserOnline
  const formId = useId()
  const { values } = form

  const groupOptions =
    groups.state.status === 'ready' ? groups.state.data.groups.filter((group) => group.my_role !== null).map((group) => ({ value: String(group.id), label: group.name })) : []
  // A group asked for by the link but not (yet) among mine still shows as chosen.
  if (values.group_id !== '' && !groupOptions.some((option) => option.value === values.group_id)) {
    groupOptions.unshift({ value: values.group_id, label: groups.state.status === 'loading' ? 'Loading your groups…' : 'A group you are not in' })
  }

  const onSubmit = form.handleSubmit(async (submitted, attempt) => {
    const { model } = await createChallenge({ ...challengeInput(submitted), client_ref: attempt.key })
    onCreated(model)
  })

  const days = challengeDays(values)
  const goalNumber = /^\d+$/.test(values.goal.trim()) ? Number(values.goal.trim()) : null
  const summary =
    goalNumber !== null && goalNumber > 0 && days !== null && days >= 1
      ? `${goalText({ kind: values.kind, goal: goalNumber, body_area: values.kind === 'count' && values.body_area ? (values.body_area as (typeof BODY_AREAS)[number]) : null })}, ${dateRangeText(values.start_date, values.end_date)} (${days === 1 ? '1 day' : `${days} days`}).`
      : null

  return (
    <Dialog
      open
      className="challenge-dialog"
      title="Create a challenge"
      description="You join it at once; invite friends or a group next."
      dismissible={!form.busy && !form.dirty}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.busy} disabled={!online}>
            {form.busy ? 'Creating…' : 'Create challenge'}
          </Button>
        </>
      }
    >
      <UnsavedChangesGuard when={form.dirty} />
      <form id={formId} className="challenge-form" noValidate onSubmit={onSubmit}>
        {!online && <FormAlert tone="info">{CREATE_NEEDS_NETWORK}</FormAlert>}
        <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
        <TextField label="Title" {...form.field('title')} autoComplete="off" hint="For example “3 moves this week”." />
        <KindField name="kind" value={values.kind} goal={values.goal} error={form.fieldErrors.kind} onChange={(kind) => form.setValue('kind', kind)} />
        <TextField
          label={GOAL_LABEL[values.kind]}
          {...form.field('goal')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CHALLENGE_GOAL_MAX[values.kind]}
          step={1}
          hint={`From 1 to ${CHALLENGE_GOAL_MAX[values.kind]}.`}
        />
        {values.kind === 'count' && <SelectField label="Body area (optional)" placeholder="Any move counts" options={BODY_AREA_OPTIONS} {...form.field('body_area')} />}
        <div className="challenge-form__dates">
          <TextField label="First day" type="date" {...form.field('start_date')} min={today} />
          <TextField
            label="Last day"
            type="date"
            {...form.field('end_date')}
            min={values.start_date || today}
            max={isPlainDate(values.start_date) ? addDays(values.start_date, CHALLENGE_MAX_DAYS - 1) : undefined}
            hint={`Up to ${CHALLENGE_MAX_DAYS} days.`}
          />
        </div>
        <SelectField
          label="Group (optional)"
          placeholder="No group: invite friends"
          options={groupOptions}
          {...form.field('group_id')}
          hint={groups.state.status === 'error' ? 'Your groups could not load; you can still invite friends.' : 'Everyone in the group can see it and join.'}
        />
        <TextAreaField label="Description (optional)" {...form.field('description')} rows={3} />
        {summary && (
          <p className="challenge-form__summary" aria-live="polite">
            {summary}
          </p>
        )}
      </form>
    </Dialog>
  )
}
