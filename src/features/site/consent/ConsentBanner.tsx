import { lazy, Suspense, useId, useState } from 'react'
import { Link } from '@/ui/link/Link'
import { appStore } from '@/lib/auth/authState'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { EVERYTHING, NOTHING, saveConsent, type ConsentChoice } from '@/shared/analytics/consent'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import { paths } from '@/shared/paths/routePaths'
import { Button } from '@/ui/button/Button'
import './consentBanner.css'

// Opened by few: its code comes when "Choose" is pressed.
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })))

export interface ConsentBannerProps {
  /** Where the choice goes (stories and tests watch it); by default it is stored. */
  onDecide?: (choice: ConsentChoice) => void
  /** Stories: open with the dialog showing. */
  initiallyChoosing?: boolean
}

/**
 * The first visit's question, at the foot of the window over the page (no layout shift), above the
 * phone's tab bar. A labelled region that never takes focus; its buttons come first in the page's
 * order. "Reject all" is exactly as big and as prominent as "Accept all"; "Choose" opens the two
 * choices. Until one is pressed nothing is recorded.
 */
export function ConsentBanner({ onDecide, initiallyChoosing = false }: ConsentBannerProps) {
  const titleId = useId()
  const [choosing, setChoosing] = useState(initiallyChoosing)

  const decide = (choice: ConsentChoice) => {
    if (onDecide) onDecide(choice)
    else saveConsent(choice)
    // Through the store, not jotai's hooks: importing 'jotai' here made the bundler move jotai out of
    // the app's entry into a chunk of its own, a cost on every member's first load.
    appStore.set(showSnackbarAtom, { text: CONSENT_TEXT.saved, duration: 6000 })
  }

  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            {CONSENT_TEXT.bannerTitle}
          </h2>
          <p className="consent-banner__body">
            {CONSENT_TEXT.bannerText} <Link to={paths.privacy}>{CONSENT_TEXT.privacyLink}</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          <Button onClick={() => decide(EVERYTHING)}>{CONSENT_TEXT.accept}</Button>
          <Button onClick={() => decide(NOTHING)}>{CONSENT_TEXT.reject}</Button>
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            {CONSENT_TEXT.choose}
          </Button>
        </div>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <ConsentDialog
            onCancel={() => setChoosing(false)}
            onSave={(choice) => {
              setChoosing(false)
              decide(choice)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
