import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { server } from '@mocks/node'
import { getOne } from '@/api/records/recordsApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/** Every PUT and POST the mock receives while `work` runs. */
async function writesDuring(work: () => Promise<void>): Promise<string[]> {
  const writes: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' || request.method === 'POST') writes.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', listener)
  try {
    await work()
  } finally {
    server.events.removeListener('request:start', listener)
  }
  return writes
}

describe('ResourceEdit and ResourceCreate (against the mock backend)', () => {
  beforeEach(signInAsAdmin)

  it('puts the server’s 400 message at its field, keeps everything typed, then saves and goes back to the list', async () => {
    const { user, history } = renderAdmin('/admin/edit-user/3')
    const email = await screen.findByRole('textbox', { name: 'Email (required)' })
    expect(screen.getByRole('heading', { level: 1, name: 'Edit user: second@movetime.app' })).toBeInTheDocument()
    const firstName = screen.getByRole('textbox', { name: 'First name' })
    await user.clear(firstName)
    await user.type(firstName, 'Jordy')
    await user.clear(email)
    await user.type(email, 'member@movetime.app')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists.'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveValue('member@movetime.app')
    expect(firstName).toHaveValue('Jordy')
    expect(screen.getByRole('alert')).toHaveTextContent(/.+/)
    expect(history.location.pathname).toBe('/admin/edit-user/3')

    await user.clear(email)
    await user.type(email, 'jordan.lee@example.com')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'))
    expect(appStore.get(snackbarAtom).globalMessage).toBe('Changes saved.')
    await expect(getOne('user', 3)).resolves.toMatchObject({ email: 'jordan.lee@example.com', first_name: 'Jordy' })
  })

  it('checks the form against the definition’s schema before sending anything', async () => {
    const { user } = renderAdmin('/admin/edit-moves/3')
    const title = await screen.findByRole('textbox', { name: 'Title (required)' })
    const length = screen.getByRole('textbox', { name: 'Length (seconds) (required)' })
    const writes = await writesDuring(async () => {
      await user.clear(title)
      await user.clear(length)
      await user.type(length, 'abc')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() => expect(title).toHaveAccessibleDescription('Enter a title.'))
    })
    expect(writes).toEqual([])
    expect(length).toHaveAccessibleDescription('Enter the length in seconds.')
    expect(title).toHaveFocus()
  })

  it('unpublishes a move from its edit form', async () => {
    const { user, history } = renderAdmin('/admin/edit-moves/3')
    const status = await screen.findByRole('combobox', { name: 'Status (required)' })
    await user.selectOptions(status, 'private')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/moves'))
    await expect(getOne('move', 3)).resolves.toMatchObject({ status: 'private' })
  })

  it('adds a user: the create schema asks for a password, then the list opens', async () => {
    const { user, history } = renderAdmin('/admin/add-user')
    await user.type(await screen.findByRole('textbox', { name: 'Email (required)' }), 'coach.new@example.com')
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    const password = screen.getByLabelText('Password (required)')
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    await user.type(password, 'Coach1234')
    await user.click(screen.getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'))
    expect(appStore.get(snackbarAtom).globalMessage).toBe('User added.')
  })

  it('reads ?id= on an id-less edit path, and goes back to the list without one', async () => {
    const first = renderAdmin('/admin/edit-moves?id=3')
    expect(await screen.findByRole('textbox', { name: 'Title (required)' })).toBeInTheDocument()
    first.unmount()
    const { history } = renderAdmin('/admin/edit-moves')
    await waitFor(() => expect(history.location.pathname).toBe('/admin/moves'))
    expect(appStore.get(snackbarAtom).globalMessage).toBe('Choose a move from the list first.')
  })

  it('says so when the record does not exist, and when no screen has the path', async () => {
    const first = renderAdmin('/admin/edit-user/99999')
    expect(await screen.findByRole('heading', { name: 'This user does not exist' })).toBeInTheDocument()
    first.unmount()
    renderAdmin('/admin/no-such-screen')
    expect(screen.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeInTheDocument()
    expect(screen.getByText("Oops. Looks like this page doesn't exists")).toBeInTheDocument()
    expect(document.title).toBe('404 Page not found')
  })
})
