import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getMyMoves } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { signInAsMember } from '@tests/support/memberSession'
import { MyMovesPage } from './MyMovesPage'

const renderMine = () => renderWithRouter(<MyMovesPage />, { path: '/user/my-moves', at: '/user/my-moves' })

beforeEach(() => {
  appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' })
})

describe('MyMovesPage', () => {
  it('lists the member’s own moves with Edit and Delete', async () => {
    await signInAsMember()
    const { container } = renderMine()
    const list = await screen.findByRole('list', { name: 'Your moves' })
    expect(within(list).getByRole('link', { name: 'Wall Sit Hold' })).toHaveAttribute('href', '/user/view-moves/8')
    expect(within(list).getByRole('link', { name: 'Edit Wall Sit Hold' })).toHaveAttribute('href', '/user/move/edit/8')
    expect(within(list).getByRole('button', { name: 'Delete Wall Sit Hold' })).toBeInTheDocument()
    expect(within(list).getByText('Private')).toBeInTheDocument()
    expect(within(list).queryByRole('link', { name: 'Push-Up' })).not.toBeInTheDocument()
    expect(await seriousAxeViolations(container)).toEqual([])
  })

  it('keeps the move when the member cancels', async () => {
    await signInAsMember()
    const { user } = renderMine()
    const deleteButton = await screen.findByRole('button', { name: 'Delete Wall Sit Hold' })
    await user.click(deleteButton)
    const dialog = screen.getByRole('dialog', { name: 'Delete “Wall Sit Hold”?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deleteButton).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Wall Sit Hold' })).toBeInTheDocument()
  })

  it('deletes after confirming, says so, and shows the empty state', async () => {
    await signInAsMember()
    const { user } = renderMine()
    await user.click(await screen.findByRole('button', { name: 'Delete Wall Sit Hold' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete move' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'Wall Sit Hold' })).not.toBeInTheDocument()
    expect(appStore.get(snackbarAtom).globalMessage).toBe('“Wall Sit Hold” deleted')
    expect(screen.getByRole('heading', { level: 1, name: 'My moves' })).toHaveFocus()
    expect(screen.getByRole('heading', { level: 2, name: 'You have not added any moves' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a move' })).toHaveAttribute('href', '/user/move/add')
    expect((await getMyMoves()).list).toEqual([])
  })

  it('keeps the dialog open with the reason when the delete fails', async () => {
    server.use(http.delete('*/v4/api/records/move/:id', () => HttpResponse.json({ error: true, message: 'The move is in a challenge.' }, { status: 400 })))
    await signInAsMember()
    const { user } = renderMine()
    await user.click(await screen.findByRole('button', { name: 'Delete Wall Sit Hold' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete move' }))
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('The move is in a challenge.')
    expect(screen.getByRole('link', { name: 'Wall Sit Hold' })).toBeInTheDocument()
  })

  it('shows the server’s message when the list cannot load', async () => {
    server.use(http.get('*/v3/api/custom/movetime/my-moves', () => HttpResponse.json({ error: true, message: 'Moves are resting.' }, { status: 500 })))
    await signInAsMember()
    renderMine()
    expect(await screen.findByRole('alert')).toHaveTextContent('Moves are resting.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
