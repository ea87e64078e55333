import { Button } from '@/ui/button/Button'
import './upload.css'

export interface UploadProgressProps {
  /** The progress bar's id; its label names the file and the percentage. */
  id: string
  fileName: string
  /** 0..100 */
  percent: number
  onCancel: () => void
}

/** A running upload: a labelled progress bar and a Cancel that names the file it stops. */
export function UploadProgress({ id, fileName, percent, onCancel }: UploadProgressProps) {
  return (
    <div className="mt-upload-progress">
      <label htmlFor={id} className="mt-upload-progress__label">{`Uploading ${fileName}… ${percent}%`}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <Button variant="secondary" onClick={onCancel} aria-label={`Cancel uploading ${fileName}`}>
        Cancel
      </Button>
    </div>
  )
}
