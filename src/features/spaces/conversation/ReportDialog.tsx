import { useId } from 'react'
import { REPORT_REASONS, type ChatMessage, type ReportReason } from '@/api/spaces/spaceTypes'
import { useForm } from '@/shared/form/useForm'
import { memberName } from '@/shared/members/memberName'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { noteCount, REASON_LABEL, validateReport, type ReportValues } from './reportForm'

export interface ReportDialogProps {
  /** The message being reported; null when closed. */
  message: ChatMessage | null
  onClose: () => void
  onReport: (message: ChatMessage, reason: ReportReason, note: string) => Promise<void>
}

/** Reports a message to MoveTime: a reason (a real radio group) and an optional note. */
export function ReportDialog({ message, onClose, onReport }: ReportDialogProps) {
  return (
    <Dialog open={message !== null} title="Report this message" description={message ? `From ${memberName(message.author)}. MoveTime will look at it; they are not told who reported it.` : undefined} onClose={onClose}>
      {message && <ReportForm key={`${message.room_id}:${message.chat_id}`} message={message} onClose={onClose} onReport={onReport} />}
    </Dialog>
  )
}

function ReportForm({ message, onClose, onReport }: { message: ChatMessage; onClose: () => void; onReport: ReportDialogProps['onReport'] }) {
  const form = useForm<ReportValues>({ initial: { reason: '', note: '' }, validate: validateReport })
  const legendId = useId()
  const errorId = useId()
  const reasonError = form.fieldErrors.reason
  const submit = form.handleSubmit(async (values) => {
    if (!values.reason) return
    await onReport(message, values.reason, values.note.trim())
  })
  return (
    <form className="report-form" noValidate onSubmit={submit}>
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <fieldset className="report-form__reasons" aria-describedby={reasonError ? errorId : undefined}>
        <legend id={legendId}>Why are you reporting it?</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="report-form__reason">
            <input type="radio" name="reason" value={reason} checked={form.values.reason === reason} onChange={() => form.setValue('reason', reason)} />
            {REASON_LABEL[reason]}
          </label>
        ))}
        {reasonError && (
          <p id={errorId} className="mt-field__error">
            {reasonError}
          </p>
        )}
      </fieldset>
      <TextAreaField label="Anything else MoveTime should know? (optional)" rows={3} hint={noteCount(form.values.note)} {...form.field('note')} />
      <div className="mt-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" busy={form.busy}>
          Send report
        </Button>
      </div>
    </form>
  )
}
