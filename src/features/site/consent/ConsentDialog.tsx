import { useId } from 'react'
import { NOTHING, type ConsentChoice } from '@/shared/analytics/consent'
import { ConsentChoiceFields } from '@/shared/analytics/ConsentChoiceFields'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import { useForm } from '@/shared/form/useForm'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'

export interface ConsentDialogProps {
  onSave: (choice: ConsentChoice) => void
  onCancel: () => void
}

/** "Choose": both choices start off, so saving without touching them is a reject. */
export function ConsentDialog({ onSave, onCancel }: ConsentDialogProps) {
  const formId = useId()
  const form = useForm<ConsentChoice>({ initial: NOTHING })
  const save = form.handleSubmit(async (values) => onSave({ statistics: values.statistics, snapshots: values.statistics && values.snapshots }))

  return (
    <Dialog
      open
      title={CONSENT_TEXT.dialogTitle}
      description={CONSENT_TEXT.dialogDescription}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {CONSENT_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {CONSENT_TEXT.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save}>
        <ConsentChoiceFields
          values={form.values}
          onChange={(next) => {
            form.setValue('statistics', next.statistics)
            form.setValue('snapshots', next.snapshots)
          }}
        />
      </form>
    </Dialog>
  )
}
