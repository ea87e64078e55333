import type { Meta, StoryObj } from '@storybook/react-vite'
import { BlockMemberDialog, RemoveFriendDialog } from './FriendDialogs'
import { fixtureMembers, noop } from './friendsFixtures.testing'

const meta = {
  title: 'Community/Friends/Dialogs',
  component: BlockMemberDialog,
  args: { member: fixtureMembers.jordan, onClose: noop, onConfirm: () => Promise.resolve() },
} satisfies Meta<typeof BlockMemberDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Says what blocking does before it is done. */
export const Block: Story = {}

export const BlockFails: Story = { name: 'Error', args: { onConfirm: () => Promise.reject(new Error('You appear to be offline. Check your connection and try again.')) } }

export const Remove: Story = { render: (args) => <RemoveFriendDialog {...args} /> }

/** A first name only: the member chose privacy "nobody". */
export const RemoveFirstNameOnly: Story = { args: { member: fixtureMembers.amir }, render: (args) => <RemoveFriendDialog {...args} /> }
