import { useState } from 'react'
import type { GroupDialog } from './groupPageTypes'
import { useLazyDialog } from '../common/useLazyDialog'


// Most visits open none of them: the dialogs' code (forms, fields, the cover upload) loads on the
// first open, not with the page (docs/architecture.md "Member bundle budget"). One chunk for all,
// as the page's own chunk names each lazy chunk (and what it needs) once.
const loadDialogs = () => import('./GroupDialogs')

/** Which button waits for its dialog's code: a dialog's kind, or `remove:<member id>` for a member row's Remove. */
export function openerKey(dialog: GroupDialog): string {
  return dialog.kind === 'remove' ? `remove:${dialog.member.member.id}` : dialog.kind
}

/**
 * Which of the group page's dialogs is open, and their code, loaded on the first open. While it
 * loads, `opening` names the button that asked (see openerKey), which shows busy; other asks wait.
 */
export function useGroupDialogs() {
  const [open, setOpen] = useState<GroupDialog | null>(null)
  const code = useLazyDialog(loadDialogs)
  return {
    open,
    opening: code.loading,
    ask: (dialog: GroupDialog) => code.open(openerKey(dialog), () => setOpen(dialog)),
    close: () => setOpen(null),
    GroupDialogs: code.module?.GroupDialogs ?? null,
  }
}
