import type { Meta, StoryObj } from '@storybook/react-vite'
import { MoveStoryFrame } from '@/shared/moves/MoveStoryFrame.testing'
import { failingMoveHandlers, moveStoryHandlers, pendingMoveHandlers } from '@/shared/moves/storyMoves.testing'
import { FavouritesPage } from './FavouritesPage'

const meta = {
  title: 'Moves/FavouritesPage',
  component: FavouritesPage,
  parameters: { layout: 'fullscreen', msw: moveStoryHandlers() },
  render: () => (
    <MoveStoryFrame path="/favorites">
      <FavouritesPage />
    </MoveStoryFrame>
  ),
} satisfies Meta<typeof FavouritesPage>

export default meta
type Story = StoryObj<typeof meta>

/** Turn a heart off: the card leaves at once. */
export const WithFavourites: Story = {}

export const Empty: Story = {
  parameters: { msw: moveStoryHandlers({ favouriteIds: [] }) },
}

export const LoadError: Story = {
  parameters: { msw: failingMoveHandlers('Your favourites could not be loaded.') },
}

export const Loading: Story = {
  parameters: { msw: pendingMoveHandlers() },
}
