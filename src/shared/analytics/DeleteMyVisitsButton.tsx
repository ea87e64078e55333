import { useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { deleteMyUserSessions } from '@/api/analytics/analyticsApi'
import { Button } from '@/ui/button/Button'
import { CONSENT_TEXT } from './consentText'

/** Deletes the signed-in member's recorded visits on the server, whatever their choice; says what happened. */
export function DeleteMyVisitsButton({ onDone }: { onDone: (text: string, tone: 'success' | 'error') => void }) {
  const [deleting, setDeleting] = useState(false)
  const run = async () => {
    setDeleting(true)
    try {
      const { deleted } = await deleteMyUserSessions()
      onDone(CONSENT_TEXT.deleted(deleted), 'success')
    } catch (error) {
      onDone(errorMessage(error), 'error')
    } finally {
      setDeleting(false)
    }
  }
  return (
    <div className="consent-section__delete">
      <Button variant="secondary" busy={deleting} onClick={() => void run()}>
        {CONSENT_TEXT.deleteButton}
      </Button>
      <p className="consent-section__note">{CONSENT_TEXT.deleteHint}</p>
    </div>
  )
}
