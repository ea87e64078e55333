import { useEffect, useState } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { errorMessage } from '@/api/apiError'
import { deleteMyUserSessions } from '@/api/analytics/analyticsApi'
import { authAtom } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { Panel } from '@/ui/panel/Panel'
import { saveConsent, type ConsentChoice } from './consent'
import { ConsentChoiceFields } from './ConsentChoiceFields'
import { CONSENT_TEXT } from './consentText'
import { DeleteMyVisitsButton } from './DeleteMyVisitsButton'
import { useConsent } from './useConsent'
import './analyticsChoices.css'

/**
 * The analytics choice where a person can change it at any time (Settings; the Privacy page for
 * visitors): the same two choices as the banner's dialog. Withdrawing statistics stops recording at
 * once and, for a signed-in member, deletes their recorded visits on the server, then says so.
 * With Global Privacy Control or Do Not Track on, it says why nothing is recorded and asks nothing.
 */
export function AnalyticsChoiceSection() {
  const consent = useConsent()
  const { isAuthenticated } = useAtomValue(authAtom)
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const form = useForm<ConsentChoice>({ initial: consent.choice })
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const { dirty, reset } = form

  // A choice made elsewhere (the banner, another tab) shows here unless this form holds an unsaved one.
  useEffect(() => {
    if (!dirty) reset(consent.choice)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consent])

  const save = form.handleSubmit(async (values) => {
    const withdrawing = consent.choice.statistics && !values.statistics
    saveConsent(values)
    form.reset({ statistics: values.statistics, snapshots: values.statistics && values.snapshots })
    if (!withdrawing || !isAuthenticated) {
      setOutcome({ tone: 'success', text: CONSENT_TEXT.sectionSaved })
      showSnackbar({ text: CONSENT_TEXT.sectionSaved })
      return
    }
    try {
      const { deleted } = await deleteMyUserSessions()
      setOutcome({ tone: 'success', text: CONSENT_TEXT.withdrawnDeleted(deleted) })
      showSnackbar({ text: CONSENT_TEXT.withdrawnDeleted(deleted) })
    } catch (error) {
      // The choice holds (nothing more is recorded); only the deletion waits for another try.
      setOutcome({ tone: 'error', text: CONSENT_TEXT.withdrawnNotDeleted(errorMessage(error)) })
    }
  })

  return (
    <Panel title={CONSENT_TEXT.sectionTitle} className="consent-section">
      {consent.signal ? (
        <FormAlert tone="info">{CONSENT_TEXT.signal(consent.signal)}</FormAlert>
      ) : (
        <form className="consent-section__form" noValidate onSubmit={save}>
          <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
          {consent.source === 'none' && <p className="consent-section__note">{CONSENT_TEXT.sectionNothing}</p>}
          <ConsentChoiceFields
            values={form.values}
            onChange={(next) => {
              setOutcome(null)
              form.setValue('statistics', next.statistics)
              form.setValue('snapshots', next.snapshots)
            }}
          />
          <div className="consent-section__actions">
            <Button type="submit" busy={form.busy}>
              {CONSENT_TEXT.sectionSave}
            </Button>
          </div>
        </form>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {isAuthenticated && <DeleteMyVisitsButton onDone={(text, tone) => setOutcome({ text, tone })} />}
    </Panel>
  )
}
