// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inSentence } from './labelText'

describe('inSentence', () => {
  it('lower-cases a label but keeps acronyms', () => {
    expect(inSentence('Email templates')).toBe('email templates')
    expect(inSentence('SMS templates')).toBe('SMS templates')
    expect(inSentence('CMS entries')).toBe('CMS entries')
    expect(inSentence('User info')).toBe('user info')
    expect(inSentence('A')).toBe('a')
  })
})
