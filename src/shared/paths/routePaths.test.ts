// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from './routePaths'

const loginPathFor = paths.login

describe('paths.login', () => {
  it('sends each role to its own sign-in page with the path to return to', () => {
    expect(loginPathFor('user', '/user/library?q=squat')).toBe('/user/login?redirect_uri=%2Fuser%2Flibrary%3Fq%3Dsquat')
    expect(loginPathFor('admin', '/admin/moves')).toBe('/admin/login?redirect_uri=%2Fadmin%2Fmoves')
    expect(loginPathFor('public', '/public/profile')).toBe('/public/login?redirect_uri=%2Fpublic%2Fprofile')
  })

  it('falls back to /login with no role', () => {
    expect(loginPathFor(null, '/user/dashboard')).toBe('/login?redirect_uri=%2Fuser%2Fdashboard')
  })
})
