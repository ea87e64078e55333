/*
 * Whether this device holds a member's saved library, answerable synchronously at start-up (the
 * IndexedDB store can only answer asynchronously). The start-up session check (docs/product.md §4) uses it
 * to show the saved library at once and check in the background, rather than hold the first
 * screen behind a spinner. It names the member, so another member's data never counts.
 */
const KEY = 'movetime:saved-library'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function markLibrarySaved(userId: number | null): void {
  if (userId !== null) storage()?.setItem(KEY, String(userId))
}

export function hasSavedLibrary(userId: number | null): boolean {
  return userId !== null && storage()?.getItem(KEY) === String(userId)
}

export function forgetSavedLibrary(): void {
  storage()?.removeItem(KEY)
}
