import { useId, type ReactNode, type Ref } from 'react'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import './downloads.css'

export interface DownloadProgressProps {
  /** The bar's accessible name. */
  label: string
  /** Leave both undefined while the size is unknown, for an indeterminate bar. */
  value: number | undefined
  max: number | undefined
  /** The visible progress; hidden from screen readers, which hear the status line instead of every tick. */
  text: ReactNode
  onCancel: () => void
  /** The Cancel button, which takes focus when it replaces the focused start button. */
  cancelRef: Ref<HTMLButtonElement>
}

/** A running download (one move or a batch): its bar, progress text and Cancel. */
export function DownloadProgress({ label, value, max, text, onCancel, cancelRef }: DownloadProgressProps) {
  return (
    <>
      <progress className="move-download__bar" aria-label={label} value={value} max={max} />
      <span className="move-download__text" aria-hidden="true">
        {text}
      </span>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </>
  )
}

export interface DownloadStartProps {
  label: string
  /** Why downloading is not possible now (disables the button and describes it), or '' when it is. */
  explanation: string
  /** The reason the last attempt failed, if it did. */
  failure: string | undefined
  onStart: () => void
  /** The start button, which takes focus when it replaces the focused Cancel or Remove. */
  buttonRef: Ref<HTMLButtonElement>
}

/** The start button of a download, with why it is disabled and why the last attempt failed. */
export function DownloadStart({ label, explanation, failure, onStart, buttonRef }: DownloadStartProps) {
  const noteId = useId()
  return (
    <>
      <Button ref={buttonRef} variant="secondary" disabled={explanation !== ''} aria-describedby={explanation ? noteId : undefined} onClick={onStart}>
        {label}
      </Button>
      {explanation && (
        <span id={noteId} className="move-download__note">
          {explanation}
        </span>
      )}
      {failure !== undefined && <FormAlert>{failure}</FormAlert>}
    </>
  )
}
