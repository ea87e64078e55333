import { useEffect, useState } from 'react'
import { afterFirstDraw, hasDrawnFirstPage } from './firstDraw'

/** False until the first page has drawn and the browser is idle (./firstDraw), then true. */
export function useFirstPageDrawn(): boolean {
  const [drawn, setDrawn] = useState(hasDrawnFirstPage)
  useEffect(() => (drawn ? undefined : afterFirstDraw(() => setDrawn(true))), [drawn])
  return drawn
}
