import { useEffect, useState } from 'react'
import { Button } from '@/ui/button/Button'
import { afterNextPaint } from '../remote/afterNextPaint'
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
        {saved.savedAt !== null && (
          <>
            {' '}
            Last synced <SyncedAt at={saved.savedAt} />.
          </>
        )}
      </p>
      {saved.message && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}

/**
 * The time of the last sync, written once the note has painted: a page's first date format loads
 * the browser's date data (about 20 ms in Chromium), which would hold up the saved copy this note
 * sits over, in the same commit. The frame without it shows "Last synced ."; nothing moves.
 */
function SyncedAt({ at }: { at: number }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void afterNextPaint().then(() => {
      if (live) setText(savedFormat().format(at))
    })
    return () => {
      live = false
    }
  }, [at])
  return <time dateTime={new Date(at).toISOString()}>{text}</time>
}
