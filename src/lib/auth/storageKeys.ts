/**
 * docs/product.md §3: auth persists under exactly these localStorage keys. A module of its own: the
 * build writes them into the shell's inline script, which runs before any of the app's code.
 */
export const STORAGE_KEYS = { user: 'user', token: 'token', role: 'role' } as const
