import { useAtomValue } from 'jotai'
import { useId, useState, type ButtonHTMLAttributes } from 'react'
import { Button } from '@/ui/button/Button'
import { installOfferAtom, needsIosInstallHelp } from './installOffer'
import './installAppButton.css'

export interface InstallAppButtonProps {
  /** Styles it as something else, e.g. an item of the account menu, instead of a secondary button. */
  className?: string
}

/** "Install app" where the browser offers it; on iOS, a short how-to for Add to Home Screen. */
export function InstallAppButton({ className }: InstallAppButtonProps = {}) {
  const install = useAtomValue(installOfferAtom)
  const [showIosHelp, setShowIosHelp] = useState(false)
  const helpId = useId()

  const installButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) =>
    className ? (
      <button type="button" className={className} {...props}>
        Install app
      </button>
    ) : (
      <Button variant="secondary" className="install-app" {...props}>
        Install app
      </Button>
    )

  if (install) return installButton({ onClick: () => void install() })
  if (!needsIosInstallHelp()) return null
  return (
    <div className="install-app__ios">
      {installButton({ 'aria-expanded': showIosHelp, 'aria-controls': helpId, onClick: () => setShowIosHelp((shown) => !shown) })}
      <p id={helpId} className="install-app__help" hidden={!showIosHelp}>
        In Safari, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>. MoveTime then opens like an app, even offline.
      </p>
    </div>
  )
}
