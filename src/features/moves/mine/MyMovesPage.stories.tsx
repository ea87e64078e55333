import type { Meta, StoryObj } from '@storybook/react-vite'
import { MoveStoryFrame } from '@/shared/moves/MoveStoryFrame.testing'
import { failingMoveHandlers, moveStoryHandlers, pendingMoveHandlers, storyLibrary } from '@/shared/moves/storyMoves.testing'
import { MyMovesPage } from './MyMovesPage'

const meta = {
  title: 'Moves/MyMovesPage',
  component: MyMovesPage,
  parameters: { layout: 'fullscreen', msw: moveStoryHandlers() },
  render: () => (
    <MoveStoryFrame path="/user/my-moves">
      <MyMovesPage />
    </MoveStoryFrame>
  ),
} satisfies Meta<typeof MyMovesPage>

export default meta
type Story = StoryObj<typeof meta>

/** Delete asks first in a dialog; confirming removes the card. */
export const WithMoves: Story = {}

export const SeveralMoves: Story = {
  parameters: {
    msw: moveStoryHandlers({ mine: storyLibrary.slice(0, 4).map((move, i) => ({ ...move, user_id: 1, status: i % 2 ? 'private' : 'published' })) }),
  },
}

export const Empty: Story = {
  parameters: { msw: moveStoryHandlers({ mine: [] }) },
}

export const LoadError: Story = {
  parameters: { msw: failingMoveHandlers('Your moves could not be loaded.') },
}

export const Loading: Story = {
  parameters: { msw: pendingMoveHandlers() },
}
