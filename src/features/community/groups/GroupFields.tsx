import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '@/api/groups/groupTypes'
import type { useForm } from '@/shared/form/useForm'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { TextField } from '@/ui/field/TextField'
import { CoverField } from './CoverField'
import type { GroupFormValues } from './groupForm'

export type GroupForm = ReturnType<typeof useForm<GroupFormValues>>

/** Name, description and cover: the fields of both creating and editing a group, in that order. */
export function GroupFields({ form }: { form: GroupForm }) {
  return (
    <>
      <TextField label="Name" autoComplete="off" hint={`Up to ${GROUP_NAME_MAX} characters.`} required {...form.field('name')} />
      <TextAreaField
        label="Description (optional)"
        rows={4}
        hint={`What the group is about, who it is for. Up to ${GROUP_DESCRIPTION_MAX} characters.`}
        {...form.field('description')}
      />
      <CoverField
        value={form.values.cover_url}
        onChange={(url) => form.setValue('cover_url', url)}
        groupName={form.values.name}
        error={form.fieldErrors.cover_url}
        inputRef={form.fieldRef('cover_url')}
      />
    </>
  )
}
