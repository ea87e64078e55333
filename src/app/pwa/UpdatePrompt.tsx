import { useAtomValue } from 'jotai'
import { Button } from '@/ui/button/Button'
import { pendingUpdateAtom } from './serviceWorkerState'
import './updatePrompt.css'

/** "Update available — reload": the member chooses when; the app never reloads by itself. */
export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom)
  if (!applyUpdate) return null
  return (
    <div className="update-prompt" role="status">
      <span>Update available</span>
      <Button variant="secondary" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  )
}
