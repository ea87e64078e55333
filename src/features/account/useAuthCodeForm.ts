import { useState } from 'react'
import { ApiError } from '@/api/apiError'
import { AUTH_CODE_MESSAGES, readAuthCode } from './authCode'
import { useFormSubmit } from './useFormSubmit'

const FIELDS = ['token'] as const

/**
 * A form whose only field is an authenticator code. The server's "wrong code" (400) is shown at
 * the field, where the member will retype; other failures (offline, server error) above the form.
 */
export function useAuthCodeForm(send: (code: string) => Promise<void>) {
  const [code, setCode] = useState('')
  const form = useFormSubmit<'token'>(FIELDS)

  const onSubmit = form.onSubmit(async () => {
    const token = readAuthCode(code)
    if (!token) return { token: AUTH_CODE_MESSAGES.invalid }
    try {
      await send(token)
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return { token: error.fieldErrors.token ?? error.message }
      throw error
    }
  })

  return {
    form,
    onSubmit,
    field: {
      value: code,
      error: form.fieldErrors.token,
      onChange: (value: string) => {
        setCode(value)
        form.clearError('token')
      },
    },
  }
}
