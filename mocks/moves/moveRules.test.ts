// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { moveInput } from '@mocks/testing/moveInput'
import { MOVE_MESSAGES, moveValidation } from './moveRules'

const OWN = 'http://localhost'

describe('media links of a move', () => {
  it('refuses protocol-relative and backslash links to another host', () => {
    const validation = moveValidation(moveInput({ video_url: '//evil.example/x.mp4', captions_url: '/\\evil.example/c.vtt' }), OWN)
    expect(validation).toEqual({ video_url: MOVE_MESSAGES.badLink, captions_url: MOVE_MESSAGES.badLink })
  })

  it('refuses plain http to any host but our own uploads', () => {
    expect(moveValidation(moveInput({ poster_url: 'http://evil.example/p.jpg' }), OWN)).toEqual({ poster_url: MOVE_MESSAGES.badLink })
    expect(moveValidation(moveInput({ poster_url: `${OWN}/mock-files/4/p.jpg`, video_url: 'https://cdn.example.com/x.mp4' }), OWN)).toEqual({})
  })
})
