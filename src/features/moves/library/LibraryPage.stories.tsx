import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MoveStoryFrame } from '@/shared/moves/MoveStoryFrame.testing'
import { failingMoveHandlers, largeLibrary, moveStoryHandlers, pendingMoveHandlers } from '@/shared/moves/storyMoves.testing'
import { LibraryPage } from './LibraryPage'

const meta = {
  title: 'Moves/LibraryPage',
  component: LibraryPage,
  parameters: { layout: 'fullscreen', msw: moveStoryHandlers() },
  render: () => (
    <MoveStoryFrame path="/user/library">
      <LibraryPage />
    </MoveStoryFrame>
  ),
} satisfies Meta<typeof LibraryPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {}

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search moves' }), 'squat')
    await expect(await canvas.findByRole('link', { name: 'Goblet Squat' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Push-Up' })).toBeNull()
  },
}

/** Opened from a shared link: the URL's filters are applied on arrival. */
export const FilteredFromUrl: Story = {
  render: () => (
    <MoveStoryFrame path="/user/library" at="/user/library?area=core&equipment=none&equipment=mat">
      <LibraryPage />
    </MoveStoryFrame>
  ),
}

export const NoResults: Story = {
  render: () => (
    <MoveStoryFrame path="/user/library" at="/user/library?q=handstand+walk">
      <LibraryPage />
    </MoveStoryFrame>
  ),
}

/** 5,000 moves: only the rows near the viewport are in the DOM. */
export const FiveThousandMoves: Story = {
  parameters: { msw: moveStoryHandlers({ library: largeLibrary(5000), favouriteIds: [1, 9] }) },
}

export const EmptyLibrary: Story = {
  parameters: { msw: moveStoryHandlers({ library: [], favouriteIds: [] }) },
}

export const LoadError: Story = {
  parameters: { msw: failingMoveHandlers('The library could not be loaded. Please try again.') },
}

export const Loading: Story = {
  parameters: { msw: pendingMoveHandlers() },
}

/** A 390 px phone: two cards a row, the filters behind their button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}

/** The smallest phone (320 px): one card a row. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** The filters in their bottom sheet on a phone: a modal dialog, focus inside it. */
export const PhoneFilterSheet: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^Filters/ }))
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' })
    await expect(within(sheet).getByRole('group', { name: 'Body area' })).toBeVisible()
  },
}
