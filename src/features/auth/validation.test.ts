// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hasErrors } from '@/shared/form/fieldErrors'
import {
  emailError,
  messages,
  newPasswordError,
  validateEmailOnly,
  validateMemberRegistration,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './validation'

describe('emailError', () => {
  it.each(['member@movetime.app', 'a.b+c@sub.example.co.uk', '  padded@example.com  '])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined()
  })

  it('asks for an address when empty or blank', () => {
    expect(emailError('')).toBe(messages.emailRequired)
    expect(emailError('   ')).toBe(messages.emailRequired)
  })

  it.each(['member', 'member@', '@movetime.app', 'member@movetime', 'me mber@movetime.app', 'a@b@c.com'])(
    'rejects %s',
    (email) => {
      expect(emailError(email)).toBe(messages.emailInvalid)
    },
  )
})

describe('newPasswordError', () => {
  it.each(['Member123!', 'abcdefg1', 'Straße12'])('accepts %s', (password) => {
    expect(newPasswordError(password)).toBeUndefined()
  })

  it('asks for a password when empty', () => {
    expect(newPasswordError('')).toBe(messages.newPasswordRequired)
  })

  it.each([
    ['too short', 'abc1234'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['symbols and digits only', '!!!!1234'],
    // The server counts only A–Z as letters; the client must not promise more.
    ['without an A–Z letter', 'ÄÖÜäöüß1'],
  ])('rejects a password that is %s', (_label, password) => {
    expect(newPasswordError(password)).toBe(messages.passwordWeak)
  })

  it('counts exactly 8 characters as long enough', () => {
    expect(newPasswordError('abcdef12')).toBeUndefined()
    expect(newPasswordError('abcdef1')).toBe(messages.passwordWeak)
  })
})

describe('validateSignIn', () => {
  it('passes filled-in credentials, even an old short password', () => {
    expect(validateSignIn({ email: 'member@movetime.app', password: 'short' })).toEqual({})
  })

  it('reports each missing field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    })
  })

  it('reports a malformed email', () => {
    expect(validateSignIn({ email: 'member', password: 'x' })).toEqual({ email: messages.emailInvalid })
  })
})

describe('validateMemberRegistration', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'Engine123',
    confirm_password: 'Engine123',
    terms: true,
  }

  it('passes a complete form', () => {
    expect(validateMemberRegistration(valid)).toEqual({})
  })

  it('reports every empty field and the unticked terms', () => {
    const errors = validateMemberRegistration({
      first_name: ' ',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      terms: false,
    })
    expect(errors).toEqual({
      first_name: messages.firstNameRequired,
      last_name: messages.lastNameRequired,
      email: messages.emailRequired,
      password: messages.newPasswordRequired,
      confirm_password: messages.confirmRequired,
      terms: messages.termsRequired,
    })
  })

  it('reports passwords that do not match', () => {
    expect(validateMemberRegistration({ ...valid, confirm_password: 'Engine124' })).toEqual({
      confirm_password: messages.passwordsDiffer,
    })
  })

  it('reports a weak password', () => {
    expect(validateMemberRegistration({ ...valid, password: 'engine', confirm_password: 'engine' })).toEqual({
      password: messages.passwordWeak,
    })
  })
})

describe('validateSignUp', () => {
  const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'Engine123', invite_code: '' }

  it('requires the invitation code only when asked to', () => {
    expect(validateSignUp(valid, false)).toEqual({})
    expect(validateSignUp(valid, true)).toEqual({ invite_code: messages.inviteRequired })
    expect(validateSignUp({ ...valid, invite_code: '  ' }, true)).toEqual({ invite_code: messages.inviteRequired })
    expect(validateSignUp({ ...valid, invite_code: 'MT-INVITE-DEMO' }, true)).toEqual({})
  })

  it('applies the password rule', () => {
    expect(validateSignUp({ ...valid, password: 'password' }, false)).toEqual({ password: messages.passwordWeak })
  })
})

describe('validateEmailOnly', () => {
  it('checks the email', () => {
    expect(validateEmailOnly({ email: 'x' })).toEqual({ email: messages.emailInvalid })
    expect(validateEmailOnly({ email: 'x@y.io' })).toEqual({})
  })
})

describe('validateNewPassword', () => {
  it('checks strength and the repeat', () => {
    expect(validateNewPassword({ password: 'Engine123', confirm_password: 'Engine123' })).toEqual({})
    expect(validateNewPassword({ password: 'Engine123', confirm_password: 'engine123' })).toEqual({
      confirm_password: messages.passwordsDiffer,
    })
    expect(validateNewPassword({ password: 'short', confirm_password: '' })).toEqual({
      password: messages.passwordWeak,
      confirm_password: messages.confirmRequired,
    })
  })
})

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ email: undefined })).toBe(false)
    expect(hasErrors({ email: 'Enter your email address.' })).toBe(true)
  })
})
