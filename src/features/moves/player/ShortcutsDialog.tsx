import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { SHORTCUT_HELP } from './playerShortcuts'

export interface ShortcutsDialogProps {
  open: boolean
  onClose: () => void
}

/** The player's keyboard shortcuts, behind its "?" button (and the ? key). */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="When the player or one of its controls has focus:"
      className="move-player__shortcuts"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="move-player__shortcut-list">
        {SHORTCUT_HELP.map(({ keys, does }) => (
          <div key={keys} className="move-player__shortcut">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
