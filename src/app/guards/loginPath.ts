import type { Role } from '@/lib/auth/role'

/** `/{role}/login?redirect_uri=<path>`; SPEC §4 falls back to /login when no role is known. */
export function loginPathFor(role: Role | null, returnTo: string): string {
  const base = role ? `/${role}/login` : '/login'
  return `${base}?redirect_uri=${encodeURIComponent(returnTo)}`
}
