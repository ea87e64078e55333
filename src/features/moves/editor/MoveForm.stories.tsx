import type { Meta, StoryObj } from '@storybook/react-vite'
import { Provider } from 'jotai'
import { delay, http } from 'msw'
import { MemoryRouter } from 'react-router'
import { expect, fn, userEvent, within } from 'storybook/test'
import { handlers } from '@mocks/allHandlers'
import { ApiError } from '@/api/apiError'
import { appStore } from '@/lib/auth/authState'
import { MoveForm, type MoveFormProps } from './MoveForm'
import { SignedInMember } from '@tests/support/SignedInMember'
import { moveMessages, type MoveFormValues } from './validateMove'
import './moveEditorPage.css'

const filledIn: MoveFormValues = {
  title: 'Wall Sit Hold',
  description: 'Back flat against the wall, knees at ninety degrees, hold and breathe.',
  body_area: 'Lower body',
  equipment: 'Wall',
  difficulty: 'intermediate',
  duration_seconds: '60',
  status: 'private',
  video_url: '/media/videos/bodyweight-squat.mp4',
  poster_url: '/media/posters/bodyweight-squat.webp',
}

// Uploads need a signed-in member; the mock backend answers them like the app's.
const meta = {
  title: 'Moves/MoveForm',
  component: MoveForm,
  args: { submitLabel: 'Add move', cancelTo: '/user/my-moves', onSubmit: fn<MoveFormProps['onSubmit']>(async () => undefined) },
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={['/user/move/add']}>
          <div className="move-editor-page">
            <div className="move-editor-page__card">
              <SignedInMember>
                <Story />
              </SignedInMember>
            </div>
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof MoveForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add move' }))
    await expect(canvas.getByText(moveMessages.titleRequired)).toBeVisible()
    await expect(canvas.getByText(moveMessages.videoRequired)).toBeVisible()
  },
}

/** The upload never finishes here, so the progress bar, Cancel and the disabled save stay on screen. */
export const UploadingInProgress: Story = {
  parameters: {
    msw: [http.post('*/v2/api/lambda/s3/upload', () => delay('infinite')), ...handlers],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const file = new File([new Uint8Array(256 * 1024)], 'wall-sit.mp4', { type: 'video/mp4' })
    await userEvent.upload(await canvas.findByLabelText('Video'), file)
    await expect(await canvas.findByRole('progressbar', { name: /Uploading wall-sit\.mp4/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add move' })).toBeDisabled()
  },
}

/** The server rejected a field: its message sits at the field, everything typed stays. */
export const ServerError: Story = {
  args: {
    initialValues: filledIn,
    submitLabel: 'Save changes',
    onSubmit: fn<MoveFormProps['onSubmit']>(async () => {
      throw new ApiError(400, 'Please check the highlighted fields.', { title: 'You already have a move with this title.' })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    await expect(canvas.getByText('You already have a move with this title.')).toBeVisible()
  },
}

/** No connection: the save says so and keeps everything. */
export const NetworkError: Story = {
  args: {
    initialValues: filledIn,
    submitLabel: 'Save changes',
    onSubmit: fn<MoveFormProps['onSubmit']>(async () => {
      throw new ApiError(0, 'You appear to be offline. Check your connection and try again.')
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Everything you entered is still here.')
  },
}
