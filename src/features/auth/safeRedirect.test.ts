// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from '@/shared/paths/routePaths'
import { homePathForRole, safeRedirectPath } from './safeRedirect'

const FALLBACK = '/user/dashboard'

describe('safeRedirectPath', () => {
  it.each([
    '/user/library',
    '/user/library?q=squat#x',
    '/admin/edit-moves/12',
    '/',
    '/user/library?next=//elsewhere',
    '/user/view-moves/%20spaced',
    '/search?q=a%2Fb',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path)
  })

  it.each([
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/user/dashboard'],
    ['backslash host', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash later in the path', '/user\\..\\evil'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/user/dashboard'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['slash then encoded slash', '/%2Fevil.com'],
    ['slash then encoded backslash', '/%5Cevil.com'],
    ['encoded control character', '/%09/evil.com'],
    ['tab inside the slashes', '/\t/evil.com'],
    ['newline inside the slashes', '/\n/evil.com'],
    ['leading space', ' /user/library'],
    ['relative without slash', 'user/library'],
    ['malformed escape', '/user/%E0%A4%A'],
    ['null byte', '/user\u0000/x'],
  ])('falls back for %s', (_label, raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK)
  })

  it('returns the fallback it was given', () => {
    expect(safeRedirectPath('//evil.com', '/admin/dashboard')).toBe('/admin/dashboard')
  })
})

describe('homePathForRole', () => {
  it('sends each role to its own home', () => {
    expect(homePathForRole('user')).toBe('/user/dashboard')
    expect(homePathForRole('admin')).toBe('/admin/dashboard')
    expect(homePathForRole('public')).toBe('/public/profile')
  })
})

describe('the sign-in path of a role', () => {
  it('builds /{role}/login', () => {
    expect(paths.login('admin')).toBe('/admin/login')
  })
})
