/**
 * The visitor's analytics choice: kept in localStorage (no cookie) with a version, read by the
 * banner, Settings and the collector. Framework-free; `useConsent` is its React face.
 *
 * - Nothing is recorded until a choice is stored: no choice reads as "no" to both.
 * - Global Privacy Control (`navigator.globalPrivacyControl`) or Do Not Track
 *   (`navigator.doNotTrack === '1'`) count as a reject: both are off whatever is stored, and the
 *   banner does not ask (Settings says why).
 * - A choice stored under another version of the wording is no choice: the banner asks again.
 * - Snapshots ride on statistics: without statistics there is no session to attach one to.
 */

/** Bump when what the banner asks changes: everyone is asked again. */
export const CONSENT_VERSION = 1
export const CONSENT_STORAGE_KEY = 'movetime.consent'

export interface ConsentChoice {
  /** Page views and named events, attached to the member's account when signed in. */
  statistics: boolean
  /** Masked snapshots of the pages (html_copy), when an admin turned them on. */
  snapshots: boolean
}

export interface StoredConsent extends ConsentChoice {
  version: number
  decided_at: string
}

export type PrivacySignal = 'gpc' | 'dnt'

export interface ConsentState {
  /** What may be recorded now. */
  choice: ConsentChoice
  /** Where that came from: the browser's signal, the visitor's stored choice, or nothing yet. */
  source: 'signal' | 'choice' | 'none'
  signal: PrivacySignal | null
  /** When the stored choice was made (also while a signal overrides it). */
  decidedAt: string | null
}

export const NOTHING: ConsentChoice = { statistics: false, snapshots: false }
export const EVERYTHING: ConsentChoice = { statistics: true, snapshots: true }

interface PrivacyNavigator {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** The browser's own "do not track me": GPC first (the one with legal weight), then DNT. */
export function privacySignal(nav: PrivacyNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): PrivacySignal | null {
  if (!nav) return null
  if (nav.globalPrivacyControl === true) return 'gpc'
  if (nav.doNotTrack === '1') return 'dnt'
  return null
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Some privacy modes throw on access: then the choice lives for this page only.
    return null
  }
}

/** A choice held in memory when localStorage cannot keep it (refused or full). */
let unsaved: StoredConsent | null = null
let storageRefused = false

function parseStored(text: string | null): StoredConsent | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<StoredConsent>
    if (value.version !== CONSENT_VERSION || typeof value.statistics !== 'boolean' || typeof value.snapshots !== 'boolean') return null
    return { version: value.version, statistics: value.statistics, snapshots: value.statistics && value.snapshots, decided_at: String(value.decided_at ?? '') }
  } catch {
    return null
  }
}

export function readStoredConsent(): StoredConsent | null {
  const store = storage()
  if (!store || storageRefused) return unsaved
  try {
    return parseStored(store.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return unsaved
  }
}

/** What may be recorded, and why. */
export function readConsent(nav?: PrivacyNavigator): ConsentState {
  const signal = privacySignal(nav)
  const stored = readStoredConsent()
  if (signal) return { choice: NOTHING, source: 'signal', signal, decidedAt: stored?.decided_at ?? null }
  if (!stored) return { choice: NOTHING, source: 'none', signal: null, decidedAt: null }
  return { choice: { statistics: stored.statistics, snapshots: stored.snapshots }, source: 'choice', signal: null, decidedAt: stored.decided_at }
}

/** The banner shows only while nothing decides: no signal and no stored choice of this version. */
export function needsChoice(state: ConsentState): boolean {
  return state.source === 'none'
}

const listeners = new Set<() => void>()
/** The last state given out and what it was read from, so an unchanged choice is the same object. */
let snapshotCache: { key: string; state: ConsentState } | null = null

function changed(): void {
  for (const listener of listeners) listener()
}

/** Stores the visitor's choice (snapshots only with statistics) and tells every listener in this tab. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentState {
  const stored: StoredConsent = { version: CONSENT_VERSION, statistics: choice.statistics, snapshots: choice.statistics && choice.snapshots, decided_at: now.toISOString() }
  unsaved = stored
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))
    storageRefused = false
  } catch {
    // Full or refused: the choice still holds for this page (kept in `unsaved`).
    storageRefused = true
  }
  changed()
  return readConsent()
}

function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) changed()
}

/** Hears every change of the choice: this tab's saves and other tabs' (the `storage` event). */
export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

/** The same object until something changes, as useSyncExternalStore needs (read afresh each time: cheap). */
export function consentSnapshot(): ConsentState {
  const state = readConsent()
  const key = JSON.stringify(state)
  if (snapshotCache?.key !== key) snapshotCache = { key, state }
  return snapshotCache.state
}

/** Tests start from nothing. */
export function forgetConsentForTests(): void {
  unsaved = null
  storageRefused = false
  try {
    storage()?.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // Nothing stored then.
  }
  changed()
}
