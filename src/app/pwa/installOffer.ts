import { atom } from 'jotai'
import { appStore } from '@/lib/auth/authState'

/** Chromium's install event; not in TypeScript's DOM types yet. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** Set while the browser offers installation; calling it shows the browser's own install dialog. */
export const installOfferAtom = atom<(() => Promise<void>) | null>(null)

/**
 * Listens from boot: the browser fires `beforeinstallprompt` once, often before React mounts,
 * so a listener added by a component would miss it.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; the member installs from our own button instead.
    event.preventDefault()
    const offer = event as BeforeInstallPromptEvent
    appStore.set(installOfferAtom, () => async () => {
      await offer.prompt()
      await offer.userChoice
      appStore.set(installOfferAtom, null)
    })
  })
  window.addEventListener('appinstalled', () => appStore.set(installOfferAtom, null))
}

/** iOS Safari has no install event: members add the app from the Share menu instead. */
export function needsIosInstallHelp(userAgent = navigator.userAgent, standalone = isStandalone()): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1)
  return isIos && !standalone
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}
