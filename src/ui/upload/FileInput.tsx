import type { InputHTMLAttributes } from 'react'
import './upload.css'

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'> {
  /** The file chosen; nothing is called when the choice is dismissed. */
  onFile: (file: File) => void
}

/**
 * A file input that hands over the chosen file and then forgets it, so choosing the same file
 * again (after a failed upload) is a new choice rather than no change.
 */
export function FileInput({ onFile, ...inputProps }: FileInputProps) {
  return (
    <input
      {...inputProps}
      type="file"
      className="mt-file-input"
      onChange={(event) => {
        const file = event.target.files?.[0]
        event.target.value = ''
        if (file) onFile(file)
      }}
    />
  )
}
