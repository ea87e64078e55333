import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { Button } from '@/ui/button/Button'
import { installOfferAtom, needsIosInstallHelp } from './installOffer'
import './installAppButton.css'

/** "Install app" where the browser offers it; on iOS, a short how-to for Add to Home Screen. */
export function InstallAppButton() {
  const install = useAtomValue(installOfferAtom)
  const [showIosHelp, setShowIosHelp] = useState(false)
  const helpId = useId()

  if (install) {
    return (
      <Button variant="secondary" className="install-app" onClick={() => void install()}>
        Install app
      </Button>
    )
  }
  if (!needsIosInstallHelp()) return null
  return (
    <div className="install-app__ios">
      <Button variant="secondary" className="install-app" aria-expanded={showIosHelp} aria-controls={helpId} onClick={() => setShowIosHelp((shown) => !shown)}>
        Install app
      </Button>
      <p id={helpId} className="install-app__help" hidden={!showIosHelp}>
        In Safari, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>. MoveTime then opens like an app, even offline.
      </p>
    </div>
  )
}
