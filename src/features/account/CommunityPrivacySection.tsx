import { useEffect, useId } from 'react'
import { useSetAtom } from 'jotai'
import { getCommunityPrivacy, setCommunityPrivacy } from '@/api/friends/friendsApi'
import { COMMUNITY_PRIVACY, type CommunityPrivacy } from '@/api/friends/friendTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useForm } from '@/shared/form/useForm'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { Panel } from '@/ui/panel/Panel'
import './account.css'
import './communityPrivacy.css'

export const PRIVACY_TEXT = {
  title: 'Community privacy',
  legend: 'Who sees my activity and challenge progress',
  save: 'Save privacy',
  saved: 'Privacy saved',
  loading: 'Loading your privacy setting…',
  offline: 'Your privacy setting needs a connection.',
} as const

export const PRIVACY_CHOICES: Record<CommunityPrivacy, { label: string; description: string }> = {
  friends: { label: 'Friends', description: 'Only your friends see the moves you watch and your progress in challenges.' },
  friends_and_groups: {
    label: 'Friends and my groups',
    description: 'Your friends, and members of groups you belong to, see your activity and challenge progress.',
  },
  nobody: {
    label: 'Nobody',
    description: 'No one sees your activity. In challenges, others see your first name and score only.',
  },
}

const loadPrivacy = async () => (await getCommunityPrivacy()).privacy

export interface CommunityPrivacySectionProps {
  /** Whether a choice is made but not saved, for the page's unsaved-changes guard. */
  onDirtyChange?: (dirty: boolean) => void
}

/** Settings: who sees the member's activity and challenge progress (friends, friends and groups, nobody). */
export function CommunityPrivacySection({ onDirtyChange }: CommunityPrivacySectionProps) {
  const remote = useRemoteData({ key: 'community-privacy', load: loadPrivacy })
  return <CommunityPrivacyView remote={remote} onDirtyChange={onDirtyChange} />
}

export interface CommunityPrivacyViewProps extends CommunityPrivacySectionProps {
  remote: Pick<RemoteData<CommunityPrivacy>, 'state' | 'retry' | 'replace'>
}

/** The section as drawn, in whichever state its read is (stories draw each). */
export function CommunityPrivacyView({ remote, onDirtyChange }: CommunityPrivacyViewProps) {
  return (
    <Panel title={PRIVACY_TEXT.title}>
      <RemoteContent remote={remote} section loading={PRIVACY_TEXT.loading} what="Your privacy setting" offline={PRIVACY_TEXT.offline}>
        {(privacy) => <PrivacyForm saved={privacy} onSaved={remote.replace} onDirtyChange={onDirtyChange} />}
      </RemoteContent>
    </Panel>
  )
}

interface PrivacyFormProps {
  saved: CommunityPrivacy
  onSaved: (privacy: CommunityPrivacy) => void
  onDirtyChange?: (dirty: boolean) => void
}

export function PrivacyForm({ saved, onSaved, onDirtyChange }: PrivacyFormProps) {
  const form = useForm({ initial: { privacy: saved } })
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const legendId = useId()
  const { dirty } = form

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const save = form.handleSubmit(async (values) => {
    const answer = await setCommunityPrivacy({ privacy: values.privacy })
    form.reset({ privacy: answer.privacy })
    onSaved(answer.privacy)
    showSnackbar({ text: PRIVACY_TEXT.saved })
  })

  return (
    <form className="account-form" noValidate onSubmit={save} aria-labelledby={legendId}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <fieldset className="privacy-choices">
        <legend id={legendId} className="privacy-choices__legend">
          {PRIVACY_TEXT.legend}
        </legend>
        {COMMUNITY_PRIVACY.map((value) => (
          <PrivacyOption key={value} value={value} checked={form.values.privacy === value} onChoose={() => form.setValue('privacy', value)} />
        ))}
      </fieldset>
      <div className="account-form__actions">
        <Button type="submit" busy={form.busy}>
          {PRIVACY_TEXT.save}
        </Button>
        {!dirty && <span className="account-muted">Saved: {PRIVACY_CHOICES[saved].label}.</span>}
      </div>
    </form>
  )
}

function PrivacyOption({ value, checked, onChoose }: { value: CommunityPrivacy; checked: boolean; onChoose: () => void }) {
  const id = useId()
  const { label, description } = PRIVACY_CHOICES[value]
  return (
    <div className={['privacy-option', checked && 'privacy-option--checked'].filter(Boolean).join(' ')}>
      <input id={id} type="radio" name="privacy" value={value} checked={checked} onChange={onChoose} aria-describedby={`${id}-description`} />
      <label htmlFor={id} className="privacy-option__label">
        {label}
      </label>
      <p id={`${id}-description`} className="privacy-option__description">
        {description}
      </p>
    </div>
  )
}
