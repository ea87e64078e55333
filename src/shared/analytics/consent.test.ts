import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  EVERYTHING,
  NOTHING,
  consentSnapshot,
  forgetConsentForTests,
  needsChoice,
  privacySignal,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent'

beforeEach(forgetConsentForTests)
afterEach(() => vi.restoreAllMocks())

const store = (value: unknown) => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value))

describe('the analytics choice', () => {
  it('records nothing and asks on a first visit', () => {
    const state = readConsent({})
    expect(state).toMatchObject({ choice: NOTHING, source: 'none', signal: null })
    expect(needsChoice(state)).toBe(true)
  })

  it('keeps the choice in localStorage with its version and time, and no cookie', () => {
    saveConsent(EVERYTHING, new Date('2026-11-20T10:00:00Z'))
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ version: CONSENT_VERSION, statistics: true, snapshots: true, decided_at: '2026-11-20T10:00:00.000Z' })
    expect(document.cookie).toBe('')
    expect(readConsent({})).toMatchObject({ choice: EVERYTHING, source: 'choice' })
    expect(needsChoice(readConsent({}))).toBe(false)
  })

  it('a reject is a choice too: not asked again, nothing recorded', () => {
    saveConsent(NOTHING)
    const state = readConsent({})
    expect(state).toMatchObject({ choice: NOTHING, source: 'choice' })
    expect(needsChoice(state)).toBe(false)
  })

  it('snapshots only ride on statistics', () => {
    saveConsent({ statistics: false, snapshots: true })
    expect(readConsent({}).choice).toEqual(NOTHING)
    store({ version: CONSENT_VERSION, statistics: false, snapshots: true, decided_at: 'x' })
    expect(readConsent({}).choice).toEqual(NOTHING)
  })

  it('asks again when the stored choice is of another version, or unreadable', () => {
    store({ version: CONSENT_VERSION - 1, statistics: true, snapshots: true, decided_at: '2025-01-01T00:00:00Z' })
    expect(readConsent({})).toMatchObject({ source: 'none', choice: NOTHING })
    store({ version: CONSENT_VERSION + 1, statistics: true, snapshots: false })
    expect(readConsent({}).source).toBe('none')
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json')
    expect(readConsent({}).source).toBe('none')
    store({ version: CONSENT_VERSION, statistics: 'yes', snapshots: false })
    expect(readConsent({}).source).toBe('none')
  })

  it('Global Privacy Control counts as a reject, whatever was stored, and the banner does not ask', () => {
    expect(privacySignal({ globalPrivacyControl: true })).toBe('gpc')
    const first = readConsent({ globalPrivacyControl: true })
    expect(first).toMatchObject({ choice: NOTHING, source: 'signal', signal: 'gpc' })
    expect(needsChoice(first)).toBe(false)
    saveConsent(EVERYTHING)
    expect(readConsent({ globalPrivacyControl: true }).choice).toEqual(NOTHING)
  })

  it('Do Not Track "1" counts as a reject; "0", null and unspecified do not', () => {
    expect(readConsent({ doNotTrack: '1' })).toMatchObject({ choice: NOTHING, source: 'signal', signal: 'dnt' })
    for (const doNotTrack of ['0', null, 'unspecified']) expect(privacySignal({ doNotTrack })).toBeNull()
    expect(privacySignal({ globalPrivacyControl: false })).toBeNull()
    // GPC is the one with legal weight: it is the reason given when both are on.
    expect(privacySignal({ globalPrivacyControl: true, doNotTrack: '1' })).toBe('gpc')
  })

  it('reads the browser’s own navigator by default', () => {
    expect(readConsent().source).toBe('none')
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    try {
      expect(readConsent()).toMatchObject({ source: 'signal', signal: 'gpc' })
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl')
    }
  })

  it('tells listeners of a save here and of a change in another tab; an unchanged choice is the same object', () => {
    const heard = vi.fn()
    const stop = subscribeConsent(heard)
    const before = consentSnapshot()
    expect(consentSnapshot()).toBe(before)
    saveConsent(EVERYTHING)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(consentSnapshot()).not.toBe(before)

    store({ version: CONSENT_VERSION, statistics: false, snapshots: false, decided_at: 'y' })
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    expect(heard).toHaveBeenCalledTimes(2)
    expect(consentSnapshot().choice).toEqual(NOTHING)
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('keeps a choice for the page when localStorage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveConsent(EVERYTHING).choice).toEqual(EVERYTHING)
    expect(readConsent({}).source).toBe('choice')
  })
})

describe('the end-to-end browsers’ stored answer (playwright.config.ts)', () => {
  it('is a choice of the current version, so a bump of CONSENT_VERSION cannot put the banner in front of every spec unnoticed', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync('playwright.config.ts', 'utf8'))
    const stored = /const ANALYTICS_REJECTED = JSON\.stringify\((\{[^)]*\})\)/.exec(source)?.[1]
    expect(stored).toBeDefined()
    // The object literal as JSON: keys quoted, single quotes double.
    localStorage.setItem(CONSENT_STORAGE_KEY, stored!.replace(/([{,]\s*)(\w+):/g, '$1"$2":').replace(/'/g, '"'))
    expect(readConsent({})).toMatchObject({ source: 'choice', choice: NOTHING })
    expect(source).toContain(`name: '${CONSENT_STORAGE_KEY}'`)
  })
})
