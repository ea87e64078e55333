import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/apiError'
import { Button } from '@/ui/button/Button'
import { FormErrorAlert } from '@/ui/field/FormErrorAlert'
import { TextField } from '@/ui/field/TextField'
import type { FieldErrors } from './fieldErrors'
import { useForm, type FormOptions } from './useForm'

interface Profile {
  name: string
  email: string
  newsletter: boolean
}

type Action = (values: Profile) => Promise<FieldErrors<keyof Profile> | void>

const initial: Profile = { name: 'Mia', email: 'mia@example.com', newsletter: false }

const requireBoth = (values: Profile): FieldErrors<keyof Profile> => ({
  name: values.name.trim() ? undefined : 'Enter your name.',
  email: values.email.includes('@') ? undefined : 'Enter an email address like name@example.com.',
})

function ProfileForm({ action, ...options }: { action: Action } & Partial<FormOptions<Profile>>) {
  const form = useForm<Profile>({ initial, ...options })
  const { error: _unusedCheckboxError, ...newsletter } = form.checkbox('newsletter')
  return (
    <form onSubmit={form.handleSubmit(action)} noValidate aria-label="Profile">
      <FormErrorAlert message={form.formError} focusKey={form.settledSubmits} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <label>
        <input type="checkbox" {...newsletter} /> Send me the newsletter
      </label>
      <p data-testid="dirty">{form.dirty ? 'unsaved' : 'saved'}</p>
      <Button type="submit" busy={form.busy}>
        Save
      </Button>
      <Button onClick={() => form.reset({ name: 'Mia from the server' })}>Load from server</Button>
    </form>
  )
}

function deferredAction() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const action = vi.fn<Action>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  const pending = () => {
    if (!settle) throw new Error('the action has not started')
    return settle
  }
  return { action, pending }
}

const nameField = () => screen.getByLabelText('Name')
const emailField = () => screen.getByLabelText('Email')
const dirtyState = () => screen.getByTestId('dirty').textContent

describe('useForm', () => {
  it('stops on a client check, shows each message at its field and focuses the first', async () => {
    const user = userEvent.setup()
    const action = vi.fn<Action>(async () => undefined)
    render(<ProfileForm action={action} validate={requireBoth} />)

    await user.clear(nameField())
    await user.clear(emailField())
    await user.type(emailField(), 'mia')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(action).not.toHaveBeenCalled()
    expect(nameField()).toHaveAccessibleDescription('Enter your name.')
    expect(emailField()).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    expect(nameField()).toHaveFocus()

    // Editing a field drops its own message only.
    await user.type(nameField(), 'M')
    expect(nameField()).not.toHaveAttribute('aria-invalid')
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
  })

  it('places the server’s 400 messages by field, with its message over the form, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const rejection = new ApiError(400, 'Please check the highlighted fields.', {
      email: 'That email is already registered.',
      password: 'Not a field of this form.',
    })
    const action = vi.fn<Action>(() => Promise.reject(rejection))
    render(<ProfileForm action={action} />)

    await user.clear(nameField())
    await user.type(nameField(), 'Mia Rossi')
    await user.clear(emailField())
    await user.type(emailField(), 'taken@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(action.mock.calls[0]?.[0]).toEqual({ name: 'Mia Rossi', email: 'taken@example.com', newsletter: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    expect(emailField()).toHaveAccessibleDescription('That email is already registered.')
    expect(nameField()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Not a field of this form.')).not.toBeInTheDocument()

    expect(nameField()).toHaveValue('Mia Rossi')
    expect(emailField()).toHaveValue('taken@example.com')
    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked()
    expect(dirtyState()).toBe('unsaved')
  })

  it('keeps what was typed when the network fails, and says so in the form’s own words when asked', async () => {
    const user = userEvent.setup()
    const action = vi.fn<Action>(() => Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE)))
    render(<ProfileForm action={action} describeFailure={() => 'Your profile was not saved. Try again when you are online.'} />)

    await user.clear(nameField())
    await user.type(nameField(), 'Mia Rossi')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile was not saved. Try again when you are online.')
    expect(nameField()).toHaveValue('Mia Rossi')
  })

  it('runs one submit at a time: a second submit while busy is ignored', async () => {
    const { action, pending } = deferredAction()
    render(<ProfileForm action={action} />)
    const form = screen.getByRole('form', { name: 'Profile' })

    // Enter pressed twice: both submits arrive before the busy state reaches the button.
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    expect(action).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true')
    act(() => {
      fireEvent.submit(form)
    })
    expect(action).toHaveBeenCalledTimes(1)

    await act(async () => pending().resolve())
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy')
    act(() => {
      fireEvent.submit(form)
    })
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('counts typing as unsaved until a save succeeds or the values are reset', async () => {
    const user = userEvent.setup()
    const { action, pending } = deferredAction()
    render(<ProfileForm action={action} />)
    expect(dirtyState()).toBe('saved')

    await user.type(nameField(), ' Rossi')
    expect(dirtyState()).toBe('unsaved')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    // Not "unsaved" while the save runs: the page may navigate away on success without a prompt.
    expect(dirtyState()).toBe('saved')
    await act(async () => pending().resolve())
    expect(dirtyState()).toBe('saved')
    expect(nameField()).toHaveValue('Mia Rossi')

    await user.type(nameField(), '!')
    expect(dirtyState()).toBe('unsaved')
    await user.clear(nameField())
    await user.type(nameField(), 'Mia Rossi')
    expect(dirtyState()).toBe('saved')

    await user.type(nameField(), '?')
    await user.click(screen.getByRole('button', { name: 'Load from server' }))
    expect(nameField()).toHaveValue('Mia from the server')
    expect(dirtyState()).toBe('saved')
  })

  it('counts a form its own save cleared as saved, not as the values it sent', async () => {
    function PasswordForm() {
      const form = useForm({ initial: { password: '' } })
      return (
        <form onSubmit={form.handleSubmit(async () => form.reset({ password: '' }))} aria-label="Password">
          <TextField label="New password" {...form.field('password')} />
          <p data-testid="dirty">{form.dirty ? 'unsaved' : 'saved'}</p>
          <Button type="submit">Change password</Button>
        </form>
      )
    }
    const user = userEvent.setup()
    render(<PasswordForm />)
    await user.type(screen.getByLabelText('New password'), 'correct horse')
    expect(dirtyState()).toBe('unsaved')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(dirtyState()).toBe('saved')
  })

  it('stops when the action returns field messages (a check that needs the server)', async () => {
    const user = userEvent.setup()
    const action = vi.fn<Action>(async () => ({ email: 'No account uses this email.' }))
    render(<ProfileForm action={action} />)

    await user.clear(emailField())
    await user.type(emailField(), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('No account uses this email.')).toBeInTheDocument()
    expect(emailField()).toHaveAccessibleDescription('No account uses this email.')
    expect(emailField()).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(emailField()).toHaveValue('nobody@example.com')
    expect(dirtyState()).toBe('unsaved')
  })

  it('keeps what a visitor typed into the prerendered form before the app took the page over', async () => {
    const user = userEvent.setup()
    const action = vi.fn<Action>(async () => undefined)
    const page = document.createElement('div')
    page.innerHTML = renderToString(<ProfileForm action={action} />)
    document.body.append(page)
    // Typed while the page was plain HTML: no React listener saw it.
    const prerenderedName = page.querySelector<HTMLInputElement>('input[name="name"]')
    const prerenderedNewsletter = page.querySelector<HTMLInputElement>('input[name="newsletter"]')
    if (!prerenderedName || !prerenderedNewsletter) throw new Error('the form was not prerendered')
    prerenderedName.value = 'Mia Rossi'
    prerenderedNewsletter.checked = true

    const root = await act(async () => hydrateRoot(page, <ProfileForm action={action} />))
    try {
      // Another field's edit renders the form again: that render would write the old name back.
      await user.type(emailField(), '.it')
      expect(nameField()).toHaveValue('Mia Rossi')
      expect(dirtyState()).toBe('unsaved')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(action).toHaveBeenCalledWith({ name: 'Mia Rossi', email: 'mia@example.com.it', newsletter: true }, expect.anything())
    } finally {
      act(() => root.unmount())
      page.remove()
    }
  })
})
