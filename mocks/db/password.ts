/**
 * Salted SHA-256 through Web Crypto, the same code in the browser, the service worker and Node 20.
 * Deliberately not a slow KDF: this is a mock, and seeding must stay fast. The format still keeps
 * the salt beside the digest so no two accounts with the same password share a hash.
 */
const SCHEME = 'sha256'

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function digest(salt: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) throw new Error('The mock backend needs Web Crypto (a secure context: https or localhost).')
  return toHex(await subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)))
}

export function randomSalt(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

export async function hashPassword(password: string, salt: string = randomSalt()): Promise<string> {
  return `${SCHEME}$${salt}$${await digest(salt, password)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, expected] = stored.split('$')
  if (scheme !== SCHEME || salt === undefined || expected === undefined) return false
  return (await digest(salt, password)) === expected
}
