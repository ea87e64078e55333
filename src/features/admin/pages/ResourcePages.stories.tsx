import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
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
