import { useState } from 'react'
import { Button } from '@/ui/button/Button'
import './account.css'

type CopyStatus = 'idle' | 'copied' | 'failed'

/** Copies `text` to the clipboard and says, in a live region, whether it worked. */
export function CopyButton({ text, label, copiedText }: { text: string; label: string; copiedText: string }) {
  const [status, setStatus] = useState<CopyStatus>('idle')

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) {
      setStatus('failed')
      return
    }
    clipboard.writeText(text).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    )
  }

  return (
    <span className="account-copy">
      <Button variant="secondary" onClick={copy}>
        {label}
      </Button>
      <span role="status" className="account-copy__status">
        {status === 'copied' && copiedText}
        {status === 'failed' && 'Could not copy. Select the text and copy it instead.'}
      </span>
    </span>
  )
}
