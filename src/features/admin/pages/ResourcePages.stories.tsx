import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import { atAdminPath as at } from '../testing/adminStory.testing'
import { AdminScreen } from './AdminScreen'

/*
 * The generic admin pages, driven by the moves and users definitions, live against the mock
 * backend. Loading, empty and error come from the mock answering differently (msw per story).
 */

const meta = {
  title: 'Admin/Resource pages',
  component: AdminScreen,
} satisfies Meta<typeof AdminScreen>

export default meta
type Story = StoryObj<typeof meta>

const listCall = '*/v4/api/records/:table'
const oneCall = '*/v4/api/records/:table/:id'
const failing = () => HttpResponse.json({ error: true, message: 'The server is resting.' }, { status: 500 })
const emptyPage = () => HttpResponse.json({ error: false, list: [], page: 1, limit: 20, total: 0, num_pages: 0 })

export const ListReady: Story = { ...at('/admin/moves') }
export const ListSortedAndFiltered: Story = { ...at(`/admin/moves?sort=title&order=ASC&page=1&perPage=20&filter=${encodeURIComponent('{"difficulty":"advanced"}')}`) }
export const ListLoading: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, () => delay('infinite')), ...handlers] } }
export const ListEmpty: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, emptyPage), ...handlers] } }
export const ListError: Story = { ...at('/admin/users'), parameters: { msw: [http.get(listCall, failing), ...handlers] } }

export const EditReady: Story = { ...at('/admin/edit-moves/3') }
export const EditLoading: Story = { ...at('/admin/edit-moves/3'), parameters: { msw: [http.get(oneCall, () => delay('infinite')), ...handlers] } }
export const EditError: Story = { ...at('/admin/edit-moves/3'), parameters: { msw: [http.get(oneCall, failing), ...handlers] } }
export const EditNotFound: Story = { ...at('/admin/edit-user/99999') }
/** Save with the email of another account: the server's message lands under Email. */
export const EditUser: Story = { ...at('/admin/edit-user/3') }
export const CreateUser: Story = { ...at('/admin/add-user') }

/** Add with nothing filled in: each required field says what it needs, and the first is focused. */
export const CreateWithErrors: Story = {
  ...at('/admin/add-moves'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add move' }, { timeout: 8000 }))
    await expect(await canvas.findByText('Enter a title.')).toBeVisible()
  },
}

/** The server refuses the email (400 by field): its message sits under Email and nothing typed is lost. */
export const EditServerRejects: Story = {
  ...at('/admin/edit-user/3'),
  parameters: {
    msw: [
      http.put(oneCall, () =>
        HttpResponse.json({ error: true, message: 'Some fields need attention.', validation: { email: 'Another account already uses this email.' } }, { status: 400 }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByLabelText(/^Email/, {}, { timeout: 8000 })
    await userEvent.clear(email)
    await userEvent.type(email, 'taken@movetime.app')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Another account already uses this email.')).toBeVisible()
    await expect(email).toHaveValue('taken@movetime.app')
  },
}

/** Saving: the button says so and stays busy while the server has not answered. */
export const EditSaving: Story = {
  ...at('/admin/edit-moves/3'),
  parameters: { msw: [http.put(oneCall, () => delay('infinite')), ...handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByLabelText(/^Title/, {}, { timeout: 8000 })
    await userEvent.type(title, ' (tempo)')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeVisible()
  },
}
