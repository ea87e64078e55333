import type { Role } from '@/lib/auth/role'
import { paths } from '@/shared/paths/routePaths'

// Control characters and backslashes: browsers strip tabs/newlines and read "\" as "/" in URLs,
// which turns an innocent-looking "/\evil.com" or "/\t/evil.com" into "//evil.com".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/')) return false
  // "//host" is protocol-relative: it leaves the origin.
  if (path.startsWith('//')) return false
  if (UNSAFE_CHARS.test(path)) return false
  return true
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const PROBE_ORIGIN = 'https://movetime.invalid'

/**
 * The redirect_uri after sign-in, only when it stays on this site (a relative path such as
 * "/user/library?q=squat#x"); anything else gives `fallback`, so a crafted link can never send a
 * member who just signed in to another site.
 */
export function safeRedirectPath(raw: string | null, fallback: string): string {
  if (!raw) return fallback
  if (!isSameOriginPath(raw)) return fallback
  // Something downstream may decode the value again: "/%2Fevil.com" must not become "//evil.com".
  const decoded = decodeOnce(raw)
  if (decoded === null || !isSameOriginPath(decoded)) return fallback
  // Last word goes to the URL parser itself, the same one the browser uses to navigate.
  try {
    if (new URL(raw, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback
  } catch {
    return fallback
  }
  return raw
}

const HOME_BY_ROLE: Record<Role, string> = {
  user: paths.dashboard,
  admin: paths.adminDashboard,
  public: paths.publicProfile,
}

export function homePathForRole(role: Role): string {
  return HOME_BY_ROLE[role]
}

