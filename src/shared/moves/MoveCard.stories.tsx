import type { Meta, StoryObj } from '@storybook/react-vite'
import { setFavouriteIds } from '@/offline/favourites/favouritesState'
import { Button } from '@/ui/button/Button'
import { MoveCard } from './MoveCard'
import { moveStoryHandlers, storyLibrary } from './storyMoves.testing'
import { MoveStoryFrame } from './MoveStoryFrame.testing'

const squat = storyLibrary[0]!

const meta = {
  title: 'Moves/MoveCard',
  component: MoveCard,
  args: { move: squat },
  parameters: { layout: 'padded', msw: moveStoryHandlers() },
  decorators: [
    (Story) => (
      <MoveStoryFrame path="/">
        <div style={{ width: 300 }}>
          <Story />
        </div>
      </MoveStoryFrame>
    ),
  ],
  beforeEach: () => setFavouriteIds([]),
} satisfies Meta<typeof MoveCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Favourite: Story = {
  beforeEach: () => setFavouriteIds([squat.id]),
}

export const Private: Story = {
  args: { move: storyLibrary.find((move) => move.status === 'private') ?? { ...squat, status: 'private' } },
}

export const LongTitle: Story = {
  args: { move: { ...squat, title: 'Single-leg Romanian deadlift to knee drive with overhead reach and a slow three-second lowering', duration_seconds: 150 } },
}

export const NoPoster: Story = {
  args: { move: { ...squat, poster_url: '', body_area: 'Core', equipment: 'Mat' } },
}

export const WithActions: Story = {
  args: {
    move: { ...squat, status: 'private' },
    actions: (
      <>
        <Button variant="secondary">Edit</Button>
        <Button variant="ghost">Delete</Button>
      </>
    ),
  },
}

/** Two cards a row on a 390 px phone, as the library shows them: photo, title once, details, heart. */
export const PhonePair: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, width: 366 }}>
      <MoveCard {...args} />
      <MoveCard move={storyLibrary[1] ?? squat} />
    </div>
  ),
}
