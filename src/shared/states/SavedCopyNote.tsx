import { Button } from '@/ui/button/Button'
import type { SavedCopy } from '../remote/remoteState'
import { lazyValue } from '@/lib/lazyValue'
import './states.css'

const savedFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }))

/**
 * Over data read from the device: how fresh it is and, when the server refused rather than the
 * network failing, why (with "Try again").
 */
export function SavedCopyNote({ saved, text, onRetry }: { saved: SavedCopy; text: string; onRetry: () => void }) {
  return (
    <div className="mt-saved-copy" role="status">
      <p>
        {saved.message ?? text}
        {saved.savedAt !== null && <> Last synced {savedFormat().format(saved.savedAt)}.</>}
      </p>
      {saved.message && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
