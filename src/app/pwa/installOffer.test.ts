import { describe, expect, it, vi } from 'vitest'
import { appStore } from '@/lib/auth/authState'
import { installOfferAtom, listenForInstallOffer, needsIosInstallHelp } from './installOffer'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'

describe('install offer', () => {
  it('keeps the browser install event and offers it until used', async () => {
    listenForInstallOffer()
    const prompt = vi.fn(() => Promise.resolve())
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    const install = appStore.get(installOfferAtom)
    expect(install).toBeTypeOf('function')
    await install?.()
    expect(prompt).toHaveBeenCalledOnce()
    expect(appStore.get(installOfferAtom)).toBeNull()
  })

  it('explains Add to Home Screen on iOS Safari only, and not once installed', () => {
    expect(needsIosInstallHelp(IPHONE, false)).toBe(true)
    expect(needsIosInstallHelp(IPHONE, true)).toBe(false)
    expect(needsIosInstallHelp(ANDROID, false)).toBe(false)
  })
})
