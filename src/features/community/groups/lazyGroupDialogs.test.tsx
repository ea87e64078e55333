import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { paths } from '@/shared/paths/routePaths'
import { GroupPage } from './GroupPage'
import { GroupsPage } from './GroupsPage'

/*
 * The dialogs' code loads on their first open (docs/architecture.md "Member bundle budget"). Here
 * it arrives only when the test lets it, to see the page while it waits: each module is loaded
 * once per file, so each gate holds one first open.
 */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {}
    const opened = new Promise<void>((resolve) => {
      open = resolve
    })
    return { opened, open }
  }
  return { groupDialogs: gate(), createDialog: gate() }
})

vi.mock('./GroupDialogs', async (importOriginal) => {
  await gates.groupDialogs.opened
  return importOriginal()
})
vi.mock('./CreateGroupDialog', async (importOriginal) => {
  await gates.createDialog.opened
  return importOriginal()
})

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('A group dialog whose code is still on its way', () => {
  it('shows its button busy, then opens and gives focus back to it on close', async () => {
    await signInAsMember()
    const { user } = renderWithRouter(<GroupPage />, { path: '/user/view-groups/:id', at: paths.group(1) })
    const edit = await screen.findByRole('button', { name: 'Edit group' })
    await user.click(edit)
    expect(edit).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    gates.groupDialogs.open()
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' })
    expect(edit).not.toHaveAttribute('aria-busy')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(edit).toHaveFocus()
  })

  it('creating a group: the button shows busy until the form is here', async () => {
    await signInAsMember()
    const { user } = renderWithRouter(<GroupsPage />, { path: paths.groups, at: paths.groups })
    const create = await screen.findByRole('button', { name: 'Create a group' })
    await user.click(create)
    expect(create).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    gates.createDialog.open()
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    expect(create).not.toHaveAttribute('aria-busy')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(create).toHaveFocus()
  })
})
