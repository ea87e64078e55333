import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useImperativeHandle, type Ref } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/apiError'
import { Button } from '@/ui/button/Button'
import { TextField } from '@/ui/field/TextField'
import type { FieldErrors } from './fieldErrors'
import type { Focusable } from './useFieldFocus'
import { useForm } from './useForm'

interface Signup {
  name: string
  email: string
  code: string
}

const validate = (values: Signup): FieldErrors<keyof Signup> => ({
  name: values.name.trim() ? undefined : 'Enter your name.',
  email: values.email.includes('@') ? undefined : 'Enter an email address like name@example.com.',
  code: /^\d{6}$/.test(values.code) ? undefined : 'Enter the 6-digit code.',
})

interface Controls {
  checkAll: () => void
  focus: (name: keyof Signup) => void
}

/** `code` is a control the form reaches only through its ref (like a payment provider's field). */
function SignupForm({ controls, codeControl, action = async () => undefined }: { controls?: Ref<Controls>; codeControl?: Focusable; action?: (values: Signup) => Promise<void> }) {
  const form = useForm<Signup>({ initial: { name: '', email: '', code: '' }, validate })
  useImperativeHandle(controls, () => ({ checkAll: () => void form.checkAll(), focus: form.focus }))
  if (codeControl) form.fieldRef('code')(codeControl)
  return (
    <form onSubmit={form.handleSubmit(action)} noValidate aria-label="Sign up">
      {/* The email comes first on screen, though it is second in the values. */}
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Name" {...form.field('name')} />
      <p>{form.fieldErrors.code}</p>
      <Button type="submit">Sign up</Button>
    </form>
  )
}

const nameField = () => screen.getByLabelText('Name')
const emailField = () => screen.getByLabelText('Email')

describe('useForm: a field’s check when it is left', () => {
  it('leaves the check to the submit when the field is left for the submit button, so the press is not moved from under the pointer', async () => {
    const user = userEvent.setup()
    render(<SignupForm />)

    await user.type(emailField(), 'mia')
    fireEvent.blur(emailField(), { relatedTarget: screen.getByRole('button', { name: 'Sign up' }) })
    expect(emailField()).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.')
  })

  it('shows only that field’s message, from the same validate, once the field was edited', async () => {
    const user = userEvent.setup()
    render(<SignupForm />)

    await user.type(emailField(), 'mia')
    await user.tab()
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    // The name is just as invalid, but the member has not been there yet.
    expect(nameField()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Enter the 6-digit code.')).not.toBeInTheDocument()
  })

  it('leaves a field the member only passed through alone until submit', async () => {
    const user = userEvent.setup()
    render(<SignupForm />)
    await user.click(emailField())
    await user.tab()
    await user.tab()
    expect(emailField()).not.toHaveAttribute('aria-invalid')
    expect(nameField()).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(nameField()).toHaveAttribute('aria-invalid', 'true')
  })

  it('takes the message away when the field is left fixed', async () => {
    const user = userEvent.setup()
    render(<SignupForm />)
    await user.type(emailField(), 'mia')
    await user.tab()
    await user.click(emailField())
    await user.type(emailField(), '@example.com')
    await user.tab()
    expect(emailField()).not.toHaveAttribute('aria-invalid')
    // An emptied field was edited: leaving it says what is missing.
    await user.clear(emailField())
    await user.tab()
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.')
  })
})

describe('useForm: focus on the first field that needs attention', () => {
  it('goes to the first invalid field on screen, not the first in the values', async () => {
    const user = userEvent.setup()
    render(<SignupForm />)
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(emailField()).toHaveFocus()
  })

  it('goes first to a field registered by ref, in the form’s field order', async () => {
    const user = userEvent.setup()
    const code = { focus: vi.fn() }
    render(<SignupForm codeControl={code} />)
    await user.type(nameField(), 'Mia')
    await user.type(emailField(), 'mia@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(code.focus).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument()
  })

  it('puts a field on the page ahead of a later registered one that is not (a provider’s frame)', async () => {
    const user = userEvent.setup()
    const code = { focus: vi.fn() }
    render(<SignupForm codeControl={code} />)
    await user.type(nameField(), 'Mia')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(emailField()).toHaveFocus()
    expect(code.focus).not.toHaveBeenCalled()
  })

  it('finds a field by its name when the server’s answer stops the submit there', async () => {
    const user = userEvent.setup()
    const taken = new ApiError(400, 'Please check the highlighted fields.', { name: 'That name is taken.' })
    const action = vi.fn(async (): Promise<void> => Promise.reject(taken))
    function NamedForm() {
      const form = useForm({ initial: { name: 'Mia' } })
      return (
        <form
          aria-label="Name"
          onSubmit={form.handleSubmit(async (values) => {
            try {
              await action()
            } catch (error) {
              if (error instanceof ApiError) return { name: error.fieldErrors.name ?? error.message }
            }
            return values.name ? undefined : { name: 'Enter your name.' }
          })}
        >
          <input aria-label="Display name" name="name" value={form.values.name} onChange={(event) => form.setValue('name', event.target.value)} />
          <Button type="submit">Save</Button>
        </form>
      )
    }
    render(<NamedForm />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // No aria-invalid on this plain input: the form found it by name. Focus moves once the
    // rejected call has settled and the messages are drawn, which a loaded machine can delay.
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveFocus())
  })

  it('checks everything on request (a card entry inside another form’s submit), focusing by ref in page order', () => {
    const controls: { current: Controls | null } = { current: null }
    function RefForm() {
      const form = useForm<Signup>({ initial: { name: '', email: '', code: '' }, validate })
      useImperativeHandle(controls, () => ({ checkAll: () => void form.checkAll(), focus: form.focus }))
      // No <form>, no submit: the fields are reached through their refs only.
      return (
        <fieldset>
          <input aria-label="Code" ref={form.fieldRef('code')} value={form.values.code} onChange={(event) => form.setValue('code', event.target.value)} />
          <input aria-label="Name" ref={form.fieldRef('name')} value={form.values.name} onChange={(event) => form.setValue('name', event.target.value)} />
          <p>{form.fieldErrors.name}</p>
        </fieldset>
      )
    }
    render(<RefForm />)
    act(() => controls.current?.checkAll())
    expect(screen.getByText('Enter your name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveFocus()
    act(() => controls.current?.focus('name'))
    expect(nameField()).toHaveFocus()
  })
})

describe('useForm: validateInitially', () => {
  it('shows every message of the initial values at once, as after a submit', () => {
    function Resumed() {
      const form = useForm<Signup>({ initial: { name: 'Mia', email: 'mia', code: '' }, validate, validateInitially: true })
      return <TextField label="Email" {...form.field('email')} />
    }
    render(<Resumed />)
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.')
  })
})
