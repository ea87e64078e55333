import { useSetAtom } from 'jotai'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { Button } from '@/ui/button/Button'
import { publicMoveUrl, shareMove } from './shareMove'

/** Shares a published move's public page. */
export function ShareMoveButton({ moveId, title }: { moveId: number; title: string }) {
  const showSnackbar = useSetAtom(showSnackbarAtom)

  const share = async () => {
    const url = publicMoveUrl(moveId)
    const outcome = await shareMove({ title, url })
    if (outcome === 'copied') showSnackbar({ text: 'Link copied. Anyone with it can watch this move.' })
    // Without a share sheet or clipboard, the link itself is the next best thing; give time to read it.
    if (outcome === 'unavailable') showSnackbar({ text: `Copy this link to share the move: ${url}`, status: 'info', duration: 10_000 })
  }

  return (
    <Button variant="secondary" onClick={() => void share()}>
      Share
    </Button>
  )
}
